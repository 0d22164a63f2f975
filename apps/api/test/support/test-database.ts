import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { DataSource } from 'typeorm';
import { loadConfig } from '../../src/config/load-config.js';
import { dataSourceOptions, openDatabase } from '../../src/database/data-source.js';

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

/**
 * A migrated data source for one test file: a fresh PostgreSQL database when DATABASE_URL is set (unless
 * `embedded` asks for PGlite), else PGlite in a temporary DATA_DIR. `close` destroys, drops and removes it all.
 */
export async function openTestDataSource(options: { embedded?: boolean } = {}): Promise<{ db: DataSource; close: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pagewise-db-'));
  const scratch = options.embedded ? { url: null, drop: async () => undefined } : await createTestDatabase();
  const db = await openDatabase(dataSourceOptions(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...(scratch.url ? { DATABASE_URL: scratch.url } : {}) })));
  return {
    db,
    close: async () => {
      await db.destroy();
      await scratch.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
