import { bearer, createOrganization } from './support/api-keys.js';
import { postJson } from './support/chat.js';
import { settled, upload } from './support/documents.js';
import { SCANS, scannedPdf } from './support/scanned-pdf.js';
import { MATRIX_ENV } from './support/scope-matrix.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { OcrSettingsService } from '../src/ocr/ocr-settings.service.js';

/**
 * Scanned pages through the API: a PDF whose second page is a scan (no text layer) is processed, its scan
 * read by OCR while the document's progress says so, and a question about the scan is answered citing page 2.
 * An organization that turned OCR off gets the scan-only PDF refused as having no selectable text.
 */
describe('scanned pages (OCR)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ ...MATRIX_ENV, INGESTION_POLL_MS: '100' });
  });
  afterAll(() => t.close());

  it('reads the scanned page of a mixed PDF, shows it in the progress, and answers from it citing the page', async () => {
    const { adminKey } = await createOrganization(t, 'pro');
    const pdf = await scannedPdf(['Northwind Travel customer handbook. Read on for the rules that apply to every flight.', SCANS.english]);
    const created = await upload(t, adminKey, Buffer.from(pdf), 'handbook.pdf');
    expect(created.status).toBe(201);

    const stages = new Set<string>();
    const until = Date.now() + 150_000;
    let document;
    do {
      document = await (await fetch(`${t.url}/v1/documents/${created.body.id}`, { headers: bearer(adminKey) })).json();
      if (document.progress?.stage === 'ocr') stages.add(document.progress.message);
      if (document.status === 'processing') await new Promise((r) => setTimeout(r, 100));
    } while (document.status === 'processing' && Date.now() < until);
    expect(document).toMatchObject({ status: 'processed', pages: 2, error: null });
    expect([...stages]).toEqual(['Reading scanned page 1 of 1']);

    const res = await postJson(t.url, '/v1/chat', adminKey, { message: 'How much does it cost to check a bicycle?' });
    expect(res.status).toBe(200);
    const answer = await res.json();
    expect(answer.answer).toContain('45 euros');
    expect(answer.source_documents[0]).toMatchObject({ document_id: created.body.id, page: 2 });
  }, 180_000);

  it('leaves scans unread when the organization turned OCR off', async () => {
    const { organization, adminKey } = await createOrganization(t, 'pro');
    await t.app.get(OcrSettingsService).set(organization.id, { enabled: false });
    const created = await upload(t, adminKey, Buffer.from(await scannedPdf([SCANS.english])), 'scan.pdf');
    const document = await settled(t, adminKey, created.body.id, 60_000);
    expect(document).toMatchObject({ status: 'failed', error: expect.stringContaining('no selectable text') });
  }, 90_000);
});
