import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';

/** The OCR fixtures: pages scanned at 150 dpi in grey (scripts/ocr-fixtures.mjs writes them). */
export const SCANS = {
  english: readFileSync(new URL('../fixtures/ocr/english.png', import.meta.url)),
  hindi: readFileSync(new URL('../fixtures/ocr/hindi.png', import.meta.url)),
  speckled: readFileSync(new URL('../fixtures/ocr/speckled.png', import.meta.url)),
};

/**
 * A PDF as a scanner writes it: each PNG a page of its own size at `dpi`, with no text layer; a string is a
 * page of ordinary text instead (a mixed document), and `blank` an empty page.
 */
export function scannedPdf(pages: Array<Buffer | string | 'blank'>, dpi = 150): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ autoFirstPage: false });
    const parts: Buffer[] = [];
    doc.on('data', (part: Buffer) => parts.push(part));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(parts))));
    doc.on('error', reject);
    for (const page of pages) {
      if (page === 'blank') doc.addPage({ size: 'A4' });
      else if (typeof page === 'string') doc.addPage({ size: 'A4', margin: 56 }).fontSize(12).text(page);
      else {
        const size: [number, number] = [(page.readUInt32BE(16) * 72) / dpi, (page.readUInt32BE(20) * 72) / dpi];
        doc.addPage({ size, margin: 0 }).image(page, 0, 0, { width: size[0], height: size[1] });
      }
    }
    doc.end();
  });
}
