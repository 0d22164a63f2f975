import { bearer, createOrganization, type TestOrganization } from './support/api-keys.js';
import { japanesePdf } from './support/cid-font-pdf.js';
import { damagedPagesPdf } from './support/damaged-pdf.js';
import { LogCapture } from './support/log-capture.js';
import { postJson } from './support/chat.js';
import { settled, upload } from './support/documents.js';
import { makePdf, notAPdf } from './support/pdf-fixtures.js';
import { MATRIX_ENV } from './support/scope-matrix.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * Files pdf.js reads are accepted and read the way pdf.js reads them: a few bytes before the header, no `%%EOF`
 * at the end, Japanese in a CID font read through pdf.js's CMaps, and every page that can be read when another
 * cannot (the document says which pages were skipped and why). What is not a PDF is still refused at upload.
 */
describe('every PDF pdf.js can open is read', () => {
  let t: TestApp;
  let org: TestOrganization;
  const logs = new LogCapture();

  beforeAll(async () => {
    t = await startTestApp({ ...MATRIX_ENV, INGESTION_POLL_MS: '100', LOG_LEVEL: 'info' }, undefined, { logs });
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

  it('processes a document with a damaged page: the other pages are found, the page is listed as skipped, pdf.js says why in the log', async () => {
    const pages = ['Harbour tides are charted every week.', 'Lighthouse lamps are cleaned at dawn.', 'Ferries to the island leave on the hour.'];
    const document = await processed(await damagedPagesPdf(pages, [2]), 'harbour.pdf');
    const skipped = [{ page: 2, reason: 'damaged', message: 'This page is damaged in the file and could not be read; the rest of the document was read.' }];
    expect(document).toMatchObject({ status: 'processed', pages: 3, error: null, skipped_pages: skipped });
    expect(await pageOf(document.id, 'ferries island')).toBe(3);
    expect(await pageOf(document.id, 'harbour tides')).toBe(1);
    const list = await (await fetch(`${t.url}/v1/documents`, { headers: bearer(org.adminKey) })).json();
    expect(list.find((d: { id: string }) => d.id === document.id)).toMatchObject({ status: 'processed', skipped_pages: skipped });
    const line = await logs.waitFor((l) => l.document_id === document.id && l.page === 2);
    expect(line).toMatchObject({ level: 40, organization_id: org.organization.id, pdfjs_error: 'Unknown block type in flate stream' });
  });

  it('fails a document only when no page can be read, and logs pdf.js\'s message with it', async () => {
    const document = await processed(await damagedPagesPdf(['One.', 'Two.'], [1, 2], 'xref'), 'broken.pdf');
    expect(document).toMatchObject({ status: 'failed', error: 'This file is damaged or is not a valid PDF.', skipped_pages: [] });
    expect(await logs.waitFor((l) => l.document_id === document.id && /XRef entry/.test(l.pdfjs_error ?? ''))).toMatchObject({ level: 40 });
  });

  it('lists no skipped pages for a document read whole', async () => {
    const document = await processed(await makePdf({ pages: ['Whole and sound.'] }), 'sound.pdf');
    expect(document).toMatchObject({ status: 'processed', skipped_pages: [] });
  });

  it('still refuses what is not a PDF, with 422 not_a_pdf', async () => {
    for (const bytes of [notAPdf(), Buffer.from('<!doctype html><title>PDF-1.4</title><p>%%EOF</p>')]) {
      const res = await upload(t, org.adminKey, bytes, 'report.pdf');
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ error: 'The file is not a PDF. Upload a PDF document.', code: 'not_a_pdf', request_id: expect.any(String) });
    }
  });
});
