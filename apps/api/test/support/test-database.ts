import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { DataSource } from 'typeorm';
import { loadConfig } from '../../src/config/load-config.js';
import { dataSourceOptions, openDatabase } from '../../src/database/data-source.js';
import { ENTITIES } from '../../src/entities.js';

/**
 * When DATABASE_URL is set (CI), each test file gets a fresh database on that server, dropped afterwards,
 * so files can run in parallel. Without it, tests use the embedded PGlite.
 */
export async function createTestDatabase(): Promise<{ url: string | null; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { url: null, drop: async () => undefined };
  const name = `pagewise_test_${randomBytes(6).toString('hex')}`;
  await withClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const database = new URL('../../src/database/', import.meta.url).pathname;

/**
 * Gives `dataDir` an embedded database that is already migrated, as a fresh one would be after its first boot:
 * a copy of a template that the first caller on this machine migrates once. Migrating PGlite from nothing (initdb
 * and every migration) costs about ten seconds of CPU; copying the template, a few tens of milliseconds. The
 * template is keyed by the migrations and the PGlite build, so any change to them makes a new one. Does nothing
 * when `dataDir` already holds a database (a restart on the same data).
 */
export async function seedEmbeddedDatabase(dataDir: string): Promise<void> {
  if (existsSync(join(dataDir, 'pglite'))) return;
  cpSync(join(await migratedTemplate(), 'pglite'), join(dataDir, 'pglite'), { recursive: true });
}

/**
 * The same for a process the test starts (the built API or CLI), which cannot wait for a template to be built:
 * copies the template when one is there, else leaves `dataDir` to be migrated by the process itself.
 */
export function seedEmbeddedDatabaseIfReady(dataDir: string): void {
  const dir = templateDir();
  if (existsSync(join(dataDir, 'pglite')) || !existsSync(join(dir, 'pglite'))) return;
  cpSync(join(dir, 'pglite'), join(dataDir, 'pglite'), { recursive: true });
}

let templatePath: string | undefined;

/** Where the template of today's migrations lives: keyed by them and by the packages that write the files. */
function templateDir(): string {
  if (templatePath) return templatePath;
  const key = createHash('sha256');
  for (const file of ['data-source.ts', 'migrations.ts', ...readdirSync(join(database, 'migrations')).sort().map((f) => `migrations/${f}`)]) {
    key.update(file).update(readFileSync(join(database, file)));
  }
  for (const pkg of ['@electric-sql/pglite', '@electric-sql/pglite-pgvector', 'typeorm']) key.update(`${pkg}@${installedVersion(pkg)}`);
  templatePath = join(tmpdir(), `pagewise-pglite-template-${key.digest('hex').slice(0, 16)}`);
  return templatePath;
}

function installedVersion(pkg: string): string {
  for (const modules of ['../../node_modules', '../../../../node_modules']) {
    const file = new URL(`${modules}/${pkg}/package.json`, import.meta.url).pathname;
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')).version;
  }
  return 'unknown';
}

let template: Promise<string> | undefined;

function migratedTemplate(): Promise<string> {
  template ??= (async () => {
    const dir = templateDir();
    if (existsSync(join(dir, 'pglite'))) return dir;
    // Built beside and renamed into place, so that a test on another worker never copies half a template; when
    // two build it at once, the first rename wins and the other copy is discarded.
    const building = mkdtempSync(`${dir}-building-`);
    const db = await openDatabase(dataSourceOptions(loadConfig({ NODE_ENV: 'test', DATA_DIR: building }), ENTITIES));
    await db.destroy();
    try {
      renameSync(building, dir);
    } catch {
      rmSync(building, { recursive: true, force: true });
    }
    return dir;
  })();
  return template;
}

/**
 * A migrated data source for one test file: a fresh PostgreSQL database when DATABASE_URL is set (unless
 * `embedded` asks for PGlite), else PGlite in a temporary DATA_DIR. `close` destroys, drops and removes it all.
 */
export async function openTestDataSource(options: { embedded?: boolean } = {}): Promise<{ db: DataSource; close: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pagewise-db-'));
  const scratch = options.embedded ? { url: null, drop: async () => undefined } : await createTestDatabase();
  if (!scratch.url) await seedEmbeddedDatabase(dataDir);
  const db = await openDatabase(dataSourceOptions(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...(scratch.url ? { DATABASE_URL: scratch.url } : {}) }), ENTITIES));
  return {
    db,
    close: async () => {
      await db.destroy();
      await scratch.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
