import { japanesePdf } from './support/cid-font-pdf.js';
import { createOrganization, type TestOrganization } from './support/api-keys.js';
import { postJson } from './support/chat.js';
import { settled, upload } from './support/documents.js';
import { makePdf, notAPdf } from './support/pdf-fixtures.js';
import { MATRIX_ENV } from './support/scope-matrix.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * Files pdf.js reads are accepted and read the way pdf.js reads them: a few bytes before the header, no `%%EOF`
 * at the end, Japanese in a CID font read through pdf.js's CMaps. What is not a PDF is still refused at upload.
 */
describe('every PDF pdf.js can open is read', () => {
  let t: TestApp;
  let org: TestOrganization;

  beforeAll(async () => {
    t = await startTestApp({ ...MATRIX_ENV, INGESTION_POLL_MS: '100' });
    org = await createOrganization(t, 'enterprise');
  });
  afterAll(() => t.close());

  async function processed(pdf: Buffer, filename: string) {
    const created = await upload(t, org.adminKey, pdf, filename);
    expect(created.status).toBe(201);
    return settled(t, org.adminKey, created.body.id, 45_000);
  }

  async function pageOf(documentId: string, query: string): Promise<number | null> {
    const res = await postJson(t.url, '/v1/query', org.adminKey, { query, top_k: 10 });
    expect(res.status).toBe(200);
    const results = (await res.json()).results as Array<{ document_id: string; page: number }>;
    return results.find((r) => r.document_id === documentId)?.page ?? null;
  }

  it('reads a PDF with a few bytes before %PDF- (a mail gateway, a BOM, a download script)', async () => {
    const pdf = await makePdf({ pages: ['Lighthouse keepers log the tides every evening.'] });
    const document = await processed(Buffer.concat([Buffer.from('\r\nX-Archived: 2019\r\n\r\n'), pdf]), 'archived.pdf');
    expect(document).toMatchObject({ status: 'processed', pages: 1, error: null });
    expect(await pageOf(document.id, 'lighthouse keepers')).toBe(1);
  });

  it('reads a PDF without %%EOF, and one cut before its cross-reference table', async () => {
    const pdf = await makePdf({ pages: ['Saffron is harvested by hand in the autumn.', 'Each crocus flower gives three stigmas.'] });
    const noEof = await processed(pdf.subarray(0, pdf.lastIndexOf('%%EOF')), 'no-eof.pdf');
    expect(noEof).toMatchObject({ status: 'processed', pages: 2, error: null });
    expect(await pageOf(noEof.id, 'crocus stigmas')).toBe(2);
    const noXref = await processed(pdf.subarray(0, pdf.lastIndexOf('xref')), 'no-xref.pdf');
    expect(noXref).toMatchObject({ status: 'processed', pages: 2, error: null });
  });

  it('reads Japanese in a non-embedded CID font (Shift-JIS encoding) and finds it on its page', async () => {
    const pdf = japanesePdf([['表紙です。'], ['東京 の 天気 は 晴れ です。', '富士山 と 桜。']], '90ms-RKSJ-H');
    const document = await processed(pdf, 'tenki.pdf');
    expect(document).toMatchObject({ status: 'processed', pages: 2, error: null });
    expect(await pageOf(document.id, '富士山')).toBe(2);
  });

  it('still refuses what is not a PDF, with 422 not_a_pdf', async () => {
    for (const bytes of [notAPdf(), Buffer.from('<!doctype html><title>PDF-1.4</title><p>%%EOF</p>')]) {
      const res = await upload(t, org.adminKey, bytes, 'report.pdf');
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ error: 'The file is not a PDF. Upload a PDF document.', code: 'not_a_pdf', request_id: expect.any(String) });
    }
  });
});
