import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import { loadConfig } from '../src/config/load-config.js';
import { dataSourceOptions, openDatabase } from '../src/database/data-source.js';
import { ENTITIES } from '../src/entities.js';
import { bearer } from './support/api-keys.js';
import { postJson } from './support/chat.js';
import { settled, upload } from './support/documents.js';
import { OpenAiCompatibleServer } from './support/openai-compatible-server.js';
import { makePdf, manyPages } from './support/pdf-fixtures.js';
import { cli, requireBuild, type SpawnedApi, startApi, stopApi } from './support/spawned-api.js';
import { createTestDatabase } from './support/test-database.js';

/**
 * The built API is killed with SIGKILL while it processes a document, and again while it streams an answer,
 * then started again on the same data: the job survives in the database, its lease runs out, and the document
 * completes; the answer cut short is kept as an interrupted turn. Chunks and vectors are counted in SQL, with
 * the API stopped, so nothing is left over from the killed attempt (docs/hardening.md).
 */
describe('a crash of the API (SIGKILL) during ingestion and during a stream', () => {
  let dataDir: string;
  let database: { url: string | null; drop: () => Promise<void> };
  let env: Record<string, string>;
  let api: SpawnedApi | null = null;
  let key: string;
  let documentId: string;
  // Embeddings (so there are vectors to count) and a slow chat model (so a stream can be cut).
  const models = new OpenAiCompatibleServer({ tokenDelayMs: 150, reply: () => 'Pallets ship on Tuesdays from the depot [1], '.repeat(8) });

  beforeAll(async () => {
    requireBuild();
    await models.start();
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
      EMBEDDINGS_BASE_URL: models.url,
      EMBEDDINGS_MODEL: 'local-test',
      LLM_BASE_URL: models.url,
      LLM_MODEL: 'local-test',
    };
    ({ admin_key: key } = cli(env, ['org:create', '--name', 'Crash test', '--plan', 'enterprise']));
  });
  afterAll(async () => {
    if (api) await stopApi(api, 'SIGKILL');
    await models.stop();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Runs SQL on the API's database while no API holds it (PGlite allows one process). */
  async function withDatabase<T>(work: (db: DataSource) => Promise<T>): Promise<T> {
    const db = await openDatabase(dataSourceOptions(loadConfig(env), ENTITIES));
    try {
      return await work(db);
    } finally {
      await db.destroy();
    }
  }

  /**
   * Chunks and vectors of the document, and anything left over. Vectors live in chunk_vectors when the database
   * has pgvector (PGlite does; a PostgreSQL server without the extension keeps none, and retrieval is keyword-only).
   */
  function leftovers() {
    return withDatabase(async (db) => {
      const [{ vectors }] = await db.query(`SELECT to_regclass('chunk_vectors') IS NOT NULL AS vectors`);
      const [row] = await db.query(
        `SELECT (SELECT count(*) FROM chunks WHERE document_id = $1)::int AS chunks,
                (SELECT count(*) FROM chunks c LEFT JOIN documents d ON d.id = c.document_id WHERE d.id IS NULL)::int AS orphan_chunks,
                (SELECT count(*) - count(DISTINCT (document_id, ordinal)) FROM chunks)::int AS duplicate_chunks`,
        [documentId],
      );
      if (!vectors) return { ...row, vectors: row.chunks, orphan_vectors: 0, chunks_without_vector: 0, pgvector: false };
      const [more] = await db.query(
        `SELECT (SELECT count(*) FROM chunk_vectors WHERE document_id = $1)::int AS vectors,
                (SELECT count(*) FROM chunk_vectors v LEFT JOIN chunks c ON c.id = v.chunk_id WHERE c.id IS NULL)::int AS orphan_vectors,
                (SELECT count(*) FROM chunks c LEFT JOIN chunk_vectors v ON v.chunk_id = c.id WHERE v.chunk_id IS NULL)::int AS chunks_without_vector`,
        [documentId],
      );
      return { ...row, ...more, pgvector: true };
    });
  }

  it('completes a document whose worker was killed mid-way, leaving no orphan chunks or vectors', async () => {
    const pdf = await makePdf({ pages: manyPages(250, 150) });

    api = await startApi(env);
    const created = await upload(api, key, pdf, 'manual.pdf');
    expect(created.status).toBe(201);
    documentId = created.body.id;

    // Wait until a worker has started on it, then kill the process outright.
    let seen: any;
    const until = Date.now() + 30_000;
    do {
      seen = await (await fetch(`${api.url}/v1/documents/${documentId}`, { headers: bearer(key) })).json();
    } while (seen.status === 'processing' && seen.progress?.stage === 'queued' && Date.now() < until);
    await stopApi(api, 'SIGKILL');
    expect(seen.status).toBe('processing');
    expect(['parsing', 'indexing']).toContain(seen.progress.stage);

    // Same data directory (its lock file now names a dead process) or the same PostgreSQL database.
    api = await startApi(env);
    const done = await settled(api, key, documentId, 60_000);
    expect(done).toMatchObject({ status: 'processed', pages: 250, error: null, progress: null });
    await stopApi(api, 'SIGTERM');
    api = null;

    const counts = await leftovers();
    expect(counts).toEqual({ chunks: expect.any(Number), vectors: counts.chunks, orphan_chunks: 0, orphan_vectors: 0, chunks_without_vector: 0, duplicate_chunks: 0, pgvector: expect.any(Boolean) });
    expect(counts.chunks).toBeGreaterThan(10);
    // Several cold boots of the embedded database (the CLI, the API twice, the SQL) on a busy machine.
  }, 180_000);

  it('keeps an answer cut short by a crash as an interrupted turn', async () => {
    api = await startApi(env);
    const res = await postJson(api.url, '/v1/chat/stream', key, { message: 'What does page 12 of the operations manual cover?', session_id: 'crash_stream' }, { headers: { Accept: 'text/event-stream' } });
    expect(res.status).toBe(200);
    // Kill it while the model is still generating (the answer is checked whole before its tokens go out).
    const asked = () => models.requests.some((r) => r.path.includes('chat/completions'));
    const until = Date.now() + 20_000;
    while (!asked() && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    expect(asked()).toBe(true);
    await new Promise((r) => setTimeout(r, 500));
    void res.body?.cancel().catch(() => undefined);
    await stopApi(api, 'SIGKILL');

    api = await startApi(env);
    const history = await (await fetch(`${api.url}/v1/chat/history?session_id=crash_stream`, { headers: bearer(key) })).json();
    expect(history).toMatchObject({ total: 1, messages: [{ message: 'What does page 12 of the operations manual cover?' }] });
    // The restarted API answers the same question in full, in the same session.
    const again = await postJson(api.url, '/v1/chat', key, { message: 'What does page 12 of the operations manual cover?', session_id: 'crash_stream' });
    expect(again.status).toBe(200);
    await stopApi(api, 'SIGTERM');
    api = null;

    const turns = await withDatabase((db) => db.query('SELECT status, error FROM chat_turns WHERE session_id = $1 ORDER BY created_at', ['crash_stream']));
    expect(turns).toEqual([
      { status: 'interrupted', error: null },
      { status: 'complete', error: null },
    ]);
    const counts = await leftovers();
    expect(counts).toMatchObject({ orphan_chunks: 0, orphan_vectors: 0, chunks_without_vector: 0, duplicate_chunks: 0 });
  }, 120_000);
});
