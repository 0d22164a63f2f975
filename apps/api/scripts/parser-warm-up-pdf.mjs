// Writes assets/parser-warm-up.pdf: the small PDF a new parser process reads once while it waits for work, so
// that its first real file does not also pay for compiling pdf.js's code (docs/architecture.md, "Ingestion").
// Text in an embedded TrueType subset (as most generators write PDFs) and in a standard font, on two pages.
// `node scripts/parser-warm-up-pdf.mjs` (needs DejaVu Sans: apt-get install fonts-dejavu-core).
import { createWriteStream } from 'node:fs';
import { createRequire } from 'node:module';

const PDFDocument = createRequire(import.meta.url)('pdfkit');
const out = new URL('../assets/parser-warm-up.pdf', import.meta.url);
const paragraph =
  'A parser process reads this page once when it starts, before any uploaded file. The code that turns a page into ' +
  'text (fonts, glyph widths, text positions, marked content) is then compiled and warm when the first document ' +
  'arrives: 1, 2, 3 … 42; “quotes”, café, naïve, Zürich, 50 % off, (parentheses) and [brackets].';

const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: 'Parser warm-up' } });
doc.pipe(createWriteStream(out));
doc.registerFont('body', '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf');
for (let page = 1; page <= 2; page++) {
  if (page > 1) doc.addPage();
  doc.font('body').fontSize(16).text(`Warm-up page ${page}`, { paragraphGap: 8 });
  for (let i = 0; i < 4; i++) doc.font('body').fontSize(11).text(paragraph, { paragraphGap: 6 });
  doc.font('Helvetica').fontSize(10).text('The same words in a standard font: ' + paragraph);
}
doc.end();
