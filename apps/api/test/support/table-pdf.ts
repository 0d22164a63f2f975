import PDFDocument from 'pdfkit';

/** A block of a page: a paragraph of prose, a table (first row the header), or prose set in two columns. */
export type PageBlock = { text: string } | { table: string[][]; widths?: number[] } | { columns: [string, string] };

/**
 * A PDF as a word processor prints reports: prose paragraphs and tables whose cells are placed by position
 * (labels left-aligned, numbers right-aligned under their headers), or prose in two columns.
 */
export function makeTablePdf(pages: PageBlock[][]): Promise<Buffer> {
  const doc = new PDFDocument({ autoFirstPage: false, margin: 72 });
  const parts: Buffer[] = [];
  doc.on('data', (part: Buffer) => parts.push(part));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(parts)));
    doc.on('error', reject);
  });
  for (const blocks of pages) {
    doc.addPage();
    doc.font('Helvetica').fontSize(11);
    for (const block of blocks) {
      if ('text' in block) {
        doc.text(block.text, 72, doc.y, { width: 468 });
        doc.moveDown();
      } else if ('columns' in block) {
        const top = doc.y;
        doc.text(block.columns[0], 72, top, { width: 222 });
        const leftEnd = doc.y;
        doc.text(block.columns[1], 318, top, { width: 222 });
        doc.y = Math.max(leftEnd, doc.y);
        doc.moveDown();
      } else {
        const widths = block.widths ?? [180, ...block.table[0].slice(1).map(() => 90)];
        for (const [r, row] of block.table.entries()) {
          const top = doc.y;
          let x = 72;
          doc.font(r === 0 ? 'Helvetica-Bold' : 'Helvetica');
          for (const [c, cell] of row.entries()) {
            if (cell) doc.text(cell, x, top, { width: widths[c], align: c === 0 ? 'left' : 'right', lineBreak: false });
            x += widths[c];
          }
          doc.font('Helvetica');
          doc.y = top + 16;
        }
        doc.x = 72;
        doc.moveDown();
      }
    }
  }
  doc.end();
  return done;
}

/** A financial table with years as columns (the top-left cell empty), in millions of euros. */
export const INCOME_STATEMENT = [
  ['', '2023', '2022', '2021'],
  ['Revenue', '4,210', '3,950', '3,415'],
  ['Cost of sales', '2,530', '2,420', '2,180'],
  ['Gross profit', '1,680', '1,530', '1,235'],
  ['Operating expenses', '910', '870', '820'],
  ['Net income', '612', '498', '301'],
];

/** A table with row headers: one row per region, its header naming the row-header column too. */
export const REGIONS = [
  ['Region', 'Revenue', 'Employees', 'Offices'],
  ['North', '1,420', '310', '4'],
  ['South', '980', '205', '3'],
  ['East', '1,105', '260', '5'],
  ['West', '705', '140', '2'],
];

export const TWO_COLUMN_PROSE: [string, string] = [
  'The board met four times during the year and reviewed the strategy of the group, its principal risks and the plans of each business unit. Directors visited two plants in the spring.',
  'The audit committee oversaw the external audit, the internal controls and the reporting of results. It met the auditors without management present twice in the year.',
];
