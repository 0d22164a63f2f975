import { randomUUID } from 'node:crypto';
import { bearer, createOrganization, type TestOrganization } from './support/api-keys.js';
import { upload } from './support/documents.js';
import { makePdf } from './support/pdf-fixtures.js';
import { callRoute, createMatrixKeys, MATRIX_ENV, type MatrixKeys, type MatrixRoute, matrixRows } from './support/scope-matrix.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('GET /v1/documents/{document_id}/file', () => {
  let t: TestApp;
  let acme: TestOrganization;
  let globex: TestOrganization;
  let keys: MatrixKeys;

  beforeAll(async () => {
    t = await startTestApp(MATRIX_ENV);
    acme = await createOrganization(t, 'enterprise', 'Acme');
    globex = await createOrganization(t, 'enterprise', 'Globex');
    keys = await createMatrixKeys(t);
  });
  afterAll(() => t.close());

  const download = (key: string, id: string) => fetch(`${t.url}/v1/documents/${id}/file`, { headers: bearer(key) });

  it('answers the uploaded bytes unchanged, as an inline PDF under the document name', async () => {
    const pdf = await makePdf({ pages: ['Refunds are accepted within 30 days.'] });
    const { body } = await upload(t, acme.adminKey, pdf, 'refunds.pdf');
    const res = await download(acme.adminKey, body.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('inline; filename="refunds.pdf"');
    expect(res.headers.get('content-length')).toBe(String(pdf.length));
    expect(res.headers.get('x-ratelimit-limit')).not.toBeNull();
    expect(Buffer.from(await res.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('adds .pdf to a display name without it, and keeps a non-ASCII name in filename*', async () => {
    const named = (await upload(t, acme.adminKey, await makePdf(), 'scan.pdf', 'Employee handbook')).body.id;
    expect((await download(acme.adminKey, named)).headers.get('content-disposition')).toBe('inline; filename="Employee handbook.pdf"');
    const accented = (await upload(t, acme.adminKey, await makePdf(), 'résumé.pdf')).body.id;
    expect((await download(acme.adminKey, accented)).headers.get('content-disposition')).toBe(
      `inline; filename="r_sum_.pdf"; filename*=UTF-8''${encodeURIComponent('résumé.pdf')}`,
    );
  });

  it("answers 404 for another organization's document, an unknown id and a malformed one", async () => {
    const { body } = await upload(t, acme.adminKey, await makePdf(), 'private.pdf');
    for (const id of [body.id, randomUUID(), 'not-an-id']) {
      const res = await download(globex.adminKey, id);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: 'Document not found.', code: 'document_not_found', request_id: expect.any(String) });
    }
  });

  const routes: MatrixRoute[] = [{ method: 'GET', path: () => `/v1/documents/${randomUUID()}/file`, scope: 'documents:list', allowed: 404 }];
  it.each(matrixRows(routes))('%s', async (_, route, holder, expected) => {
    expect(await callRoute(t, route, keys[holder])).toBe(expected);
  });
});
