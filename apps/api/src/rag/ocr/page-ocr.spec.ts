import { SCANS, scannedPdf } from '../../../test/support/scanned-pdf.js';
import { PageOcr } from './page-ocr.js';

const ocr = new PageOcr({ pageTimeoutMs: 90_000 }, { processes: 1 });
afterAll(() => ocr.onApplicationShutdown());

describe('PageOcr', () => {
  it('reads a Hindi scan with the Devanagari models, found by script, and says a blank page is blank', async () => {
    const pdf = await scannedPdf([SCANS.hindi, 'blank']);
    const progress: string[] = [];
    const [hindi, blank] = await ocr.read(pdf, {
      pages: [1, 2],
      languages: ['eng', 'hin', 'mar', 'tam'],
      isolation: 'org-a',
      documentKey: 'hindi',
      onPage: (done, total) => progress.push(`${done}/${total}`),
    });
    expect(progress).toEqual(['0/2', '1/2', '2/2']);
    if (!('text' in hindi)) throw new Error(`page 1 was skipped: ${hindi.skipped.message}`);
    expect(hindi.languages).toBe('mar+hin+eng');
    expect(hindi.text).toContain('भारत की राजधानी नई दिल्ली है');
    expect(hindi.text).toContain('ताजमहल आगरा में');
    // Each word's box lies on the page, in PDF points (the page is 595 × 842).
    const { layout } = hindi;
    expect([Math.round(layout.width), Math.round(layout.height)]).toEqual([596, 843]);
    const word = layout.runs.find(([offset, length]) => layout.text.slice(offset, offset + length) === 'ताजमहल');
    expect(word).toBeDefined();
    const [, , x0, y0, x1, y1] = word!;
    expect(0 < x0 && x0 < x1 && x1 < layout.width && 0 < y0 && y0 < y1 && y1 < layout.height).toBe(true);
    // The text is near the top of the page: PDF space counts up from the bottom.
    expect(y0).toBeGreaterThan(layout.height / 2);
    expect(blank).toEqual({ page: 2, skipped: { reason: 'blank', message: expect.stringContaining('blank') } });
  }, 180_000);

  it('skips a page read with low confidence, and says why', async () => {
    const pdf = await scannedPdf([SCANS.speckled]);
    const [page] = await ocr.read(pdf, { pages: [1], languages: ['eng'], isolation: 'org-a', documentKey: 'speckled' });
    expect(page).toEqual({ page: 1, skipped: { reason: 'ocr_low_confidence', message: expect.stringMatching(/confidence \d+%, below 50%/) } });
  }, 120_000);
});
