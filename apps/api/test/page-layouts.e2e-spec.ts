import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { PageLayoutStore } from '../src/rag/parsing/page-layout.store.js';
import { bearer, createOrganization } from './support/api-keys.js';
import { settled, upload } from './support/documents.js';
import { pdfkit } from './support/pdf-corpus.js';
import { MATRIX_ENV } from './support/scope-matrix.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** The text items pdf.js itself lists for a page (its own reading, not the parser's). */
async function pdfjsItems(bytes: Buffer, pageNumber: number) {
  const path = createRequire(createRequire(import.meta.url).resolve('pdf-parse')).resolve('pdfjs-dist/legacy/build/pdf.mjs');
  const pdfjs = await import(pathToFileURL(path).href);
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  try {
    const content = await (await doc.getPage(pageNumber)).getTextContent();
    return content.items as Array<{ str: string; transform: number[]; width: number; height: number }>;
  } finally {
    await doc.destroy();
  }
}

/**
 * Where a page's text lies is stored at ingestion (page_layouts), for showing a quoted sentence on its page:
 * read back, a known word's box matches the position pdf.js gives it, and it goes with the document.
 */
describe('page layouts', () => {
  let t: TestApp;
  let layouts: PageLayoutStore;

  beforeAll(async () => {
    t = await startTestApp({ ...MATRIX_ENV, INGESTION_POLL_MS: '100' });
    layouts = t.app.get(PageLayoutStore);
  });
  afterAll(() => t.close());

  it('stores each page’s text and runs; a word’s box is where pdf.js draws it; deleted with the document', async () => {
    const pdf = await pdfkit((doc) => {
      doc.addPage({ size: 'A4' }).fontSize(12).text('The refund policy allows returns within 30 days.', 72, 90);
      doc.addPage({ size: 'LETTER' }).fontSize(18).text('Warranty', 300, 400).fontSize(12).text('Two years on every part.', 300, 440);
    });
    const { adminKey, organization } = await createOrganization(t);
    const created = await upload(t, adminKey, pdf, 'policies.pdf');
    const document = await settled(t, adminKey, created.body.id, 45_000);
    expect(document).toMatchObject({ status: 'processed', pages: 2 });

    const first = await layouts.get(organization.id, document.id, 1);
    expect(first).toMatchObject({ page: 1, width: 595.28, height: 841.89 });
    expect(first!.text).toContain('The refund policy allows returns within 30 days.');
    const second = await layouts.get(organization.id, document.id, 2);
    expect(second).toMatchObject({ page: 2, width: 612, height: 792 });

    // "Warranty": its run's text, and its box from pdf.js's own item (origin on the baseline, advance, font size).
    const run = second!.runs.find(([offset, length]) => second!.text.slice(offset, offset + length) === 'Warranty')!;
    expect(run).toBeDefined();
    const item = (await pdfjsItems(pdf, 2)).find((i) => i.str === 'Warranty')!;
    const [, , x0, y0, x1, y1] = run;
    const [, , , , x, baseline] = item.transform;
    expect(x0).toBeCloseTo(x, 0);
    expect(x1).toBeCloseTo(x + item.width, 0);
    expect(y0).toBeLessThan(baseline);
    expect(y1).toBeGreaterThan(baseline + item.height * 0.6);
    expect(y1 - y0).toBeLessThan(item.height * 1.5);

    // Another organization cannot read it, even knowing the document's id.
    const other = await createOrganization(t);
    expect(await layouts.get(other.organization.id, document.id, 1)).toBeNull();

    const res = await fetch(`${t.url}/v1/documents/${document.id}`, { method: 'DELETE', headers: bearer(adminKey) });
    expect(res.status).toBe(200);
    expect(await layouts.get(organization.id, document.id, 1)).toBeNull();
    expect(await layouts.get(organization.id, document.id, 2)).toBeNull();
  });
});
