import { randomUUID } from 'node:crypto';
import { createOrganization, type TestOrganization } from './support/api-keys.js';
import { postJson } from './support/chat.js';
import { settled, upload } from './support/documents.js';
import { makePdf, manyPages } from './support/pdf-fixtures.js';
import { callRoute, createMatrixKeys, MATRIX_ENV, type MatrixKeys, type MatrixRoute, matrixRows } from './support/scope-matrix.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const ROUTES: MatrixRoute[] = [
  { method: 'POST', path: '/v1/documents', scope: 'documents:upload', allowed: 422 }, // JSON, no file: reaches validation
  { method: 'GET', path: '/v1/documents', scope: 'documents:list', allowed: 200 },
  { method: 'GET', path: `/v1/documents/${randomUUID()}`, scope: 'documents:list', allowed: 404 },
  { method: 'DELETE', path: `/v1/documents/${randomUUID()}`, scope: 'documents:delete', allowed: 404 },
  { method: 'POST', path: `/v1/documents/${randomUUID()}/reprocess`, scope: 'documents:upload', allowed: 404 },
  { method: 'POST', path: '/v1/chat', scope: 'chat:query', body: { message: 'hello' }, allowed: 200 },
  { method: 'POST', path: '/v1/chat/stream', scope: 'chat:query', body: { message: 'hello' }, allowed: 200 },
  { method: 'GET', path: '/v1/chat/history?session_id=session_matrix', scope: 'chat:history', allowed: 200 },
  { method: 'POST', path: '/v1/query', scope: 'chat:query', body: { query: 'hello' }, allowed: 200 },
];

describe('retrieval (POST /v1/query) and the scope matrix of documents, chat and query', () => {
  let t: TestApp;
  let keys: MatrixKeys;
  let acme: TestOrganization;
  let globex: TestOrganization;
  let documentId: string;

  beforeAll(async () => {
    t = await startTestApp({ ...MATRIX_ENV, INGESTION_POLL_MS: '100' });
    keys = await createMatrixKeys(t);
    acme = await createOrganization(t, 'enterprise', 'Acme');
    globex = await createOrganization(t, 'enterprise', 'Globex');
    const pdf = await makePdf({ pages: ['The warranty covers parts for two years.', ...manyPages(12, 40)] });
    documentId = (await upload(t, acme.adminKey, pdf, 'warranty.pdf')).body.id;
    expect((await settled(t, acme.adminKey, documentId)).status).toBe('processed');
  });
  afterAll(() => t.close());

  it.each(matrixRows(ROUTES))('%s', async (_, route, holder, expected) => {
    expect(await callRoute(t, route, keys[holder])).toBe(expected);
  });

  it('returns the best passages with document, page, text and score, best first', async () => {
    const res = await postJson(t.url, '/v1/query', acme.adminKey, { query: 'warranty parts', top_k: 3 });
    expect(res.status).toBe(200);
    const { results } = await res.json();
    expect(results.length).toBeGreaterThan(0);
    expect(results.length).toBeLessThanOrEqual(3);
    expect(results[0]).toEqual({ document_id: documentId, name: 'warranty.pdf', page: 1, text: expect.stringContaining('warranty'), score: expect.any(Number) });
    const scores = results.map((r: { score: number }) => r.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it('returns five passages unless told otherwise', async () => {
    const { results } = await (await postJson(t.url, '/v1/query', acme.adminKey, { query: 'operations manual topic' })).json();
    expect(results).toHaveLength(5);
  });

  it("never returns another organization's passages", async () => {
    const { results } = await (await postJson(t.url, '/v1/query', globex.adminKey, { query: 'warranty parts' })).json();
    expect(results).toEqual([]);
  });

  it('checks query and top_k with 422, naming the first rule each field fails', async () => {
    const cases: Array<[object, string]> = [
      [{}, 'query must be text'],
      [{ query: '' }, 'query is required'],
      [{ query: 7 }, 'query must be text'],
      [{ query: 'x', top_k: 0 }, 'top_k must be at least 1'],
      [{ query: 'x', top_k: 21 }, 'top_k must be at most 20'],
      [{ query: 'x', top_k: 2.5 }, 'top_k must be a whole number'],
      [{ query: 'x', top_k: '5' }, 'top_k must be a whole number'],
      [{ query: 'x', top_k: '30' }, 'top_k must be a whole number'],
    ];
    for (const [body, error] of cases) {
      const res = await postJson(t.url, '/v1/query', acme.adminKey, body);
      expect({ body, status: res.status, answer: await res.json() }).toEqual({
        body,
        status: 422,
        answer: { error, code: 'validation_failed', request_id: expect.any(String) },
      });
    }
  });
});
