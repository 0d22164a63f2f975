import { rmSync } from 'node:fs';
import { createOrganization, type TestOrganization } from './support/api-keys.js';
import { postJson } from './support/chat.js';
import { type ChromaServer, startChromaServer } from './support/chroma-server.js';
import { settled, upload } from './support/documents.js';
import { OpenAiCompatibleServer } from './support/openai-compatible-server.js';
import { makePdf } from './support/pdf-fixtures.js';
import { MATRIX_ENV } from './support/scope-matrix.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * Chroma (CHROMA_URL) stopped and started again on the same port and data while the API runs
 * (docs/hardening.md): queries answer 503 naming the vector index meanwhile, a document uploaded meanwhile is
 * retried and completes, and the same API process answers again once Chroma is back.
 */
describe('an outage of Chroma', () => {
  let chroma: ChromaServer & { port: number; dataDir: string };
  const embeddings = new OpenAiCompatibleServer();
  let t: TestApp;
  let org: TestOrganization;

  beforeAll(async () => {
    [chroma] = await Promise.all([startChromaServer(), embeddings.start()]);
    t = await startTestApp({
      ...MATRIX_ENV,
      INGESTION_POLL_MS: '100',
      CHROMA_URL: chroma.url,
      EMBEDDINGS_BASE_URL: embeddings.url,
      EMBEDDINGS_MODEL: 'local-test',
    });
    org = await createOrganization(t);
    const id = (await upload(t, org.adminKey, await makePdf({ pages: ['Lighthouse keepers log the weather every six hours.'] }), 'log.pdf')).body.id;
    expect((await settled(t, org.adminKey, id)).status).toBe('processed');
  }, 90_000);
  afterAll(async () => {
    await t?.close();
    await chroma?.halt();
    rmSync(chroma.dataDir, { recursive: true, force: true });
    await embeddings.stop();
  });

  const query = () => postJson(t.url, '/v1/query', org.adminKey, { query: 'lighthouse weather' });

  it('queries answer 503 while Chroma is down, uploads wait, and both recover without restarting the API', async () => {
    expect((await query()).status).toBe(200);
    await chroma.halt();
    const refused = await query();
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({
      error: 'The service is temporarily unavailable: its vector index cannot be reached. Please try again in a few seconds.',
      code: 'service_unavailable',
      request_id: expect.any(String),
    });
    expect((await fetch(`${t.url}/health`)).status).toBe(200);
    const during = (await upload(t, org.adminKey, await makePdf({ pages: ['Harbour pilots board ships at the outer buoy.'] }), 'pilots.pdf')).body.id;

    const restarted = Date.now();
    chroma = await startChromaServer(30_000, { port: chroma.port, dataDir: chroma.dataDir });
    const startMs = Date.now() - restarted;
    const back = Date.now();
    while ((await query()).status !== 200) await new Promise((r) => setTimeout(r, 50));
    const queryMs = Date.now() - back;
    const document = await settled(t, org.adminKey, during, 60_000);
    expect(document).toMatchObject({ status: 'processed', error: null });
    const documentMs = Date.now() - back;
    process.stdout.write(`\nChroma outage: chroma start ${startMs} ms; queries back after ${queryMs} ms; the upload made meanwhile processed ${documentMs} ms after\n`);
  }, 90_000);
});
