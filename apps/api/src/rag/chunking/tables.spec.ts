import { INCOME_STATEMENT, makeTablePdf, REGIONS, TWO_COLUMN_PROSE } from '../../../test/support/table-pdf.js';
import type { PageLayout, TextRun } from '../parsing/page-layout.js';
import { WorkerPdfParser } from '../parsing/worker-pdf-parser.js';
import { paragraphsOf } from './paragraphs.js';
import { tableSentences, tablesOf, withTableRows } from './tables.js';

/** A layout from lines of cells: each cell [text, x0, x1] on a line 14 pt below the previous one, 10 pt high. */
function layoutOf(lines: Array<Array<[string, number, number]>>): PageLayout {
  let text = '';
  const runs: TextRun[] = [];
  lines.forEach((cells, i) => {
    const y0 = 700 - i * 14;
    cells.forEach(([cell, x0, x1], j) => {
      if (j) text += '\t';
      runs.push([text.length, cell.length, x0, y0, x1, y0 + 10]);
      text += cell;
    });
    text += '\n';
  });
  return { page: 1, width: 612, height: 792, text, runs };
}

const PROSE = [
  'The board met four times during the year and',
  'reviewed the strategy of the group, its principal',
  'risks and the plans of each business unit. It',
  'visited two plants in the spring of 2023 and 2024.',
];
const RIGHT = [
  'The audit committee oversaw the external audit,',
  'the internal controls and the reporting of the',
  'results. It met the auditors without management',
  'present twice in the year, in 2022 and in 2023.',
];

describe('tables on a page', () => {
  it('finds a financial table with years as columns and says each row with its headers', () => {
    const layout = layoutOf([
      [['Income statement (EUR m)', 72, 200]],
      [['2023', 300, 325], ['2022', 380, 405], ['2021', 460, 485]],
      [['Revenue', 72, 115], ['4,210', 297, 325], ['3,950', 377, 405], ['3,415', 457, 485]],
      [['Cost of sales', 72, 140], ['2,530', 297, 325], ['2,420', 377, 405], ['2,180', 457, 485]],
      [['Net income', 72, 130], ['612', 307, 325], ['498', 387, 405], ['301', 467, 485]],
      [['All figures are audited and stated in millions of euros.', 72, 380]],
    ]);
    const tables = tablesOf(layout);
    expect(tables).toEqual([
      {
        header: ['', '2023', '2022', '2021'],
        rows: [
          ['Revenue', '4,210', '3,950', '3,415'],
          ['Cost of sales', '2,530', '2,420', '2,180'],
          ['Net income', '612', '498', '301'],
        ],
      },
    ]);
    expect(tableSentences(tables[0])[0]).toBe('Revenue — 2023: 4,210; 2022: 3,950; 2021: 3,415.');
  });

  it('names the row-header column when the header does', () => {
    const layout = layoutOf([
      [['Region', 72, 110], ['Revenue', 280, 325], ['Employees', 350, 405]],
      [['North', 72, 100], ['1,420', 297, 325], ['310', 385, 405]],
      [['South', 72, 100], ['980', 305, 325], ['205', 385, 405]],
    ]);
    expect(tablesOf(layout).flatMap(tableSentences)).toEqual(['Region: North; Revenue: 1,420; Employees: 310.', 'Region: South; Revenue: 980; Employees: 205.']);
  });

  it('does not take prose in two columns for a table', () => {
    const layout = layoutOf(PROSE.map((left, i) => [[left, 72, 290], [RIGHT[i], 318, 540]]));
    expect(tablesOf(layout)).toEqual([]);
  });

  it('does not take a list, a form or a two-line pair for a table', () => {
    const list = layoutOf([
      [['•', 72, 76], ['Returns are accepted within 30 days', 86, 300]],
      [['•', 72, 76], ['Refunds go to the original card', 86, 280]],
      [['•', 72, 76], ['Exchanges are free of charge', 86, 260]],
    ]);
    const form = layoutOf([
      [['Name', 72, 100], ['Jane Doe', 200, 250]],
      [['Address', 72, 115], ['12 High Street', 200, 280]],
      [['City', 72, 95], ['Leeds', 200, 230]],
    ]);
    const short = layoutOf([
      [['', 72, 72], ['2023', 300, 325]].slice(1) as Array<[string, number, number]>,
      [['Revenue', 72, 115], ['4,210', 297, 325]],
    ]);
    const totals = layoutOf([
      [['Subtotal', 300, 350], ['250.00', 450, 485]],
      [['Sales tax 9.25%', 300, 380], ['23.13', 455, 485]],
      [['Total', 300, 330], ['273.13', 450, 485]],
    ]);
    expect([...tablesOf(list), ...tablesOf(form), ...tablesOf(short), ...tablesOf(totals)]).toEqual([]);
  });

  it('adds the rows after the page their table is on, marked, and leaves the page text alone', () => {
    const layout = { ...layoutOf([
      [['Region', 72, 110], ['Revenue', 280, 325]],
      [['North', 72, 100], ['1,420', 297, 325]],
      [['South', 72, 100], ['980', 305, 325]],
    ]), page: 2 };
    const pages = [
      { page: 1, text: 'First page.' },
      { page: 2, text: layout.text, layout },
      { page: 3, text: 'Third page.' },
    ];
    const paragraphs = withTableRows(paragraphsOf(pages), pages);
    const said = paragraphs.map((p) => [p.pageMarks[0].page, p.table ?? false, p.text]);
    expect(said.filter(([page, table]) => page === 2 && !table).map(([, , text]) => text).join(' ')).toBe('Region Revenue North 1,420 South 980');
    expect(said.filter(([page, table]) => page !== 2 || table)).toEqual([
      [1, false, 'First page.'],
      [2, true, 'Region: North; Revenue: 1,420.'],
      [2, true, 'Region: South; Revenue: 980.'],
      [3, false, 'Third page.'],
    ]);
    expect(said.findIndex(([, table]) => table)).toBe(said.length - 3);
    expect(pages[1].text).toBe(layout.text);
  });

  describe('in PDFs as the parser reads them', () => {
    const parser = new WorkerPdfParser({ timeoutMs: 30_000, maxMemoryMb: 256 });

    it('finds both tables and no table in two-column prose', async () => {
      const pdf = await makeTablePdf([
        [{ text: 'Annual report. The year in figures, in millions of euros.' }, { table: INCOME_STATEMENT }, { text: 'Revenue grew on the strength of the northern region.' }],
        [{ table: REGIONS }],
        [{ text: 'Governance' }, { columns: TWO_COLUMN_PROSE }],
      ]);
      const { pages } = await parser.parse(new Uint8Array(pdf));
      const found = pages.map((p) => tablesOf(p.layout!).flatMap(tableSentences));
      expect(found[0]).toContain('Revenue — 2023: 4,210; 2022: 3,950; 2021: 3,415.');
      expect(found[0]).toHaveLength(5);
      expect(found[1]).toEqual([
        'Region: North; Revenue: 1,420; Employees: 310; Offices: 4.',
        'Region: South; Revenue: 980; Employees: 205; Offices: 3.',
        'Region: East; Revenue: 1,105; Employees: 260; Offices: 5.',
        'Region: West; Revenue: 705; Employees: 140; Offices: 2.',
      ]);
      expect(found[2]).toEqual([]);
    }, 60_000);
  });
});
