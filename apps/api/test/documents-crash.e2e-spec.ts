import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bearer } from './support/api-keys.js';
import { settled, upload } from './support/documents.js';
import { makePdf, manyPages } from './support/pdf-fixtures.js';
import { cli, requireBuild, type SpawnedApi, startApi, stopApi } from './support/spawned-api.js';
import { createTestDatabase } from './support/test-database.js';

/**
 * The built API is killed with SIGKILL while it processes a document, then started again on the same data:
 * the job survives in the database, its lease runs out, and the document completes.
 */
describe('document processing survives a crash of the API', () => {
  let dataDir: string;
  let database: { url: string | null; drop: () => Promise<void> };
  let env: Record<string, string>;
  let api: SpawnedApi | null = null;

  beforeAll(async () => {
    requireBuild();
    dataDir = mkdtempSync(join(tmpdir(), 'pagewise-crash-'));
    database = await createTestDatabase();
    env = {
      NODE_ENV: 'test',
      // Test mode keeps no secrets on disk; the CLI and both API runs must share them.
      API_KEY_PEPPER: 'crash-test-pepper-0123456789abcdef0123456789',
      JWT_SECRET: 'crash-test-jwt-secret-0123456789abcdef0123456789',
      DATA_DIR: dataDir,
      ...(database.url ? { DATABASE_URL: database.url } : {}),
      RATE_LIMIT_ADMIN_PER_MINUTE: '100000',
      INGESTION_POLL_MS: '100',
      INGESTION_LEASE_SECONDS: '2',
    };
  });
  afterAll(async () => {
    if (api) await stopApi(api, 'SIGKILL');
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('completes a document whose worker was killed mid-way', async () => {
    const { admin_key: key } = cli(env, ['org:create', '--name', 'Crash test', '--plan', 'enterprise']);
    const pdf = await makePdf({ pages: manyPages(250, 150) });

    api = await startApi(env);
    const created = await upload(api, key, pdf, 'manual.pdf');
    expect(created.status).toBe(201);
    const id = created.body.id;

    // Wait until a worker has started on it, then kill the process outright.
    let seen: any;
    const until = Date.now() + 30_000;
    do {
      seen = await (await fetch(`${api.url}/v1/documents/${id}`, { headers: bearer(key) })).json();
    } while (seen.status === 'processing' && seen.progress?.stage === 'queued' && Date.now() < until);
    await stopApi(api, 'SIGKILL');
    expect(seen.status).toBe('processing');
    expect(['parsing', 'indexing']).toContain(seen.progress.stage);

    // Same data directory (its lock file now names a dead process) or the same PostgreSQL database.
    api = await startApi(env);
    const done = await settled(api, key, id, 60_000);
    expect(done).toMatchObject({ status: 'processed', pages: 250, error: null, progress: null });
    await stopApi(api, 'SIGTERM');
    api = null;
    // Three cold boots of the embedded database (the CLI, then the API twice) take most of it on a busy machine.
  }, 150_000);
});
