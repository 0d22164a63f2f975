import { jest } from '@jest/globals';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { DataSource } from 'typeorm';
import { loadConfig } from '../src/config/load-config.js';
import { dataSourceOptions, openDatabase } from '../src/database/data-source.js';
import { ENTITIES } from '../src/entities.js';
import { createTestDatabase } from './support/test-database.js';

const run = promisify(execFile);
const cli = join(process.cwd(), 'dist/cli/main.js');

/** The operator CLI, run as a process against the built API, on PGlite or PostgreSQL. */
// Every command boots the application context (and, on PGlite, opens the embedded database): allow a busy machine.
jest.setTimeout(120_000);
describe('operator CLI', () => {
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    if (!existsSync(cli)) throw new Error('Build the API first (npm run build -w @pagewise/api).');
    dataDir = mkdtempSync(join(tmpdir(), 'pagewise-cli-'));
    const database = await createTestDatabase();
    drop = database.drop;
    env = { PATH: process.env.PATH, NODE_ENV: 'test', DATA_DIR: dataDir, ...(database.url ? { DATABASE_URL: database.url } : {}) };
  });
  afterAll(async () => {
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const pagewise = (...args: string[]) => run(process.execPath, [cli, ...args], { env });

  it('brings the schema up to date with db:migrate (the upgrade step of docs/deployment.md)', async () => {
    const first = JSON.parse((await pagewise('db:migrate', '--json')).stdout);
    expect(first.migrations).toBeGreaterThan(10);
    const again = await pagewise('db:migrate');
    expect(again.stdout).toBe(`The database schema is up to date (${first.migrations} migrations applied).\n`);
  });

  it('creates, lists and re-plans organizations', async () => {
    const created = await pagewise('org:create', '--name', 'Acme Schools', '--plan', 'pro', '--email', 'it@acme.test', '--json');
    const { organization } = JSON.parse(created.stdout);
    expect(organization).toMatchObject({ name: 'Acme Schools', plan: 'pro', email: 'it@acme.test' });

    await pagewise('org:plan', '--org', organization.id, '--plan', 'enterprise');
    const listed = JSON.parse((await pagewise('org:list', '--json')).stdout);
    expect(listed.organizations).toContainEqual(expect.objectContaining({ id: organization.id, plan: 'enterprise' }));
  });

  it('prints the admin key once, and rotation replaces it', async () => {
    const created = JSON.parse((await pagewise('org:create', '--name', 'Keys Org', '--plan', 'free', '--json')).stdout);
    expect(created.admin_key).toMatch(/^pw_sk_[A-Za-z0-9]{32,}$/);
    const human = await pagewise('org:create', '--name', 'Human Org', '--plan', 'free');
    expect(human.stdout).toMatch(/Admin key \(shown once, store it now\): pw_sk_/);

    const rotated = JSON.parse((await pagewise('keys:rotate-admin', '--org', created.organization.id, '--json')).stdout);
    expect(rotated.key).toMatch(/^pw_sk_/);
    expect(rotated.key).not.toBe(created.admin_key);
  });

  it('sets and clears Enterprise custom limits, refusing other plans and unknown limits', async () => {
    const { organization } = JSON.parse((await pagewise('org:create', '--name', 'Big Co', '--plan', 'enterprise', '--json')).stdout);
    const set = JSON.parse(
      (await pagewise('org:limits', '--org', organization.id, '--set', '{"requestsPerMinute": 600, "queriesPerDay": null}', '--json')).stdout,
    );
    expect(set.limit_overrides).toEqual({ requestsPerMinute: 600, queriesPerDay: null });
    const cleared = JSON.parse((await pagewise('org:limits', '--org', organization.id, '--clear', '--json')).stdout);
    expect(cleared.limit_overrides).toBeNull();

    await expect(pagewise('org:limits', '--org', organization.id, '--set', '{"speed": 1}')).rejects.toMatchObject({
      stderr: expect.stringContaining('speed is not a limit that can be overridden'),
    });
    const { organization: free } = JSON.parse((await pagewise('org:create', '--name', 'Small', '--plan', 'free', '--json')).stdout);
    await expect(pagewise('org:limits', '--org', free.id, '--set', '{"requestsPerMinute": 9}')).rejects.toMatchObject({
      stderr: expect.stringContaining('Custom limits are an Enterprise feature'),
    });
  });

  it('refuses a wrong plan or a missing flag with a usage message and exit code 2', async () => {
    await expect(pagewise('org:create', '--name', 'X', '--plan', 'gold')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--plan must be one of free, pro, enterprise'),
    });
    await expect(pagewise('org:create', '--plan', 'free')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('org:create needs --name'),
    });
  });

  it('says plainly when an organization does not exist', async () => {
    await expect(pagewise('org:plan', '--org', '00000000-0000-0000-0000-000000000000', '--plan', 'free')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Organization not found.'),
    });
  });

  /** Opens the CLI's database from the test, while no CLI process holds it. */
  async function withDatabase<T>(work: (db: DataSource) => Promise<T>): Promise<T> {
    const db = await openDatabase(dataSourceOptions(loadConfig(env), ENTITIES));
    try {
      return await work(db);
    } finally {
      await db.destroy();
    }
  }

  it('re-processes a failed document by id, or every failed one of an organization, and refuses the others', async () => {
    const [organization, first, second, fine] = await withDatabase(async (db) => {
      const [org] = await db.query(`INSERT INTO organizations (name, plan) VALUES ('Reprocess Co', 'enterprise') RETURNING id`);
      const ids: unknown[] = [org];
      for (const status of ['failed', 'failed', 'processed']) {
        const [{ id }] = await db.query(
          `INSERT INTO documents (organization_id, name, status, file_size, error) VALUES ($1, $2, $3, 4, $4) RETURNING id`,
          [org.id, `${status}.pdf`, status, status === 'failed' ? 'Processing stopped on an unexpected error on our side.' : null],
        );
        await db.query(`INSERT INTO document_files (document_id, bytes) VALUES ($1, $2)`, [id, Buffer.from('%PDF')]);
        await db.query(`INSERT INTO ingestion_jobs (document_id, status, attempts) VALUES ($1, 'failed', 3)`, [id]);
        ids.push(id);
      }
      return ids as [{ id: string }, string, string, string];
    });

    expect(JSON.parse((await pagewise('doc:reprocess', '--doc', first, '--json')).stdout)).toEqual({ documents: [{ id: first, status: 'processing' }] });
    const all = await pagewise('doc:reprocess', '--org', organization.id, '--failed');
    expect(all.stdout).toBe(`Document ${second} is processing again.\nA running API picks the work up within its poll interval (INGESTION_POLL_MS).\n`);
    await expect(pagewise('doc:reprocess', '--doc', fine)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('This document is already processed; only a failed document can be re-processed.'),
    });

    const rows = await withDatabase((db) =>
      db.query(
        `SELECT d.id, d.status, d.error, j.status AS job_status, j.attempts FROM documents d JOIN ingestion_jobs j ON j.document_id = d.id
          WHERE d.organization_id = $1 ORDER BY d.name, d.id`,
        [organization.id],
      ),
    );
    expect(rows).toEqual(
      expect.arrayContaining([
        { id: first, status: 'processing', error: null, job_status: 'pending', attempts: 0 },
        { id: second, status: 'processing', error: null, job_status: 'pending', attempts: 0 },
        { id: fine, status: 'processed', error: null, job_status: 'failed', attempts: 3 },
      ]),
    );
  });
});
