import type { PageLayout } from '../parsing/page-layout.js';
import type { Paragraph } from './paragraphs.js';

/** A table found on a page: its header's cells by column and its data rows (a cell is '' where a row has none). */
export interface PageTable {
  header: string[];
  rows: string[][];
}

interface Cell {
  text: string;
  x0: number;
  x1: number;
}

interface Line {
  /** Vertical centre and height of the line's runs (PDF user space, y grows upwards). */
  y: number;
  height: number;
  cells: Cell[];
}

/** Rows a table needs besides its header. */
const MIN_DATA_ROWS = 2;
/** A cell longer than this is prose, not a table cell. */
const MAX_CELL_WORDS = 8;
/** Average words per cell above which the region reads as prose set in columns. */
const MAX_MEAN_CELL_WORDS = 4;
/** Share of the data cells (outside the row-header column) that must hold a number. */
const MIN_NUMERIC_SHARE = 0.5;
/** A gap between two runs on a line wider than this many times the line's height separates two cells. */
const CELL_GAP = 1.2;

const NUMERIC = /^[-+−–(]?[$€£¥]?\s?\d[\d.,\s]*(?:%|[a-zA-Z]{0,3}\.?)?\)?$/u;
/** A year, or a span of years, as a column header: 2023, 2022/23, 2021–2022. */
const YEAR = /^(?:1[89]|20)\d\d(?:\s?[-–/]\s?(?:(?:1[89]|20)\d\d|\d\d))?[*¹²]?$/u;
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * Finds tables on a page from where its text lies: consecutive lines whose cells (runs separated by a wide gap)
 * fall into the same two or more columns, the first line being the header. Conservative: every cell is short,
 * most value cells hold a number, and no line puts two cells into one column, so that prose set in two columns,
 * a list or a form is not taken for a table. Multi-line headers and cells spanning columns are not rebuilt.
 */
export function tablesOf(layout: PageLayout): PageTable[] {
  const lines = linesOf(layout);
  const tables: PageTable[] = [];
  let start = 0;
  while (start < lines.length) {
    if (lines[start].cells.length < 2) {
      start++;
      continue;
    }
    let end = start;
    while (end + 1 < lines.length && lines[end + 1].cells.length >= 2 && closeBelow(lines[end], lines[end + 1])) end++;
    const table = tableOf(lines.slice(start, end + 1));
    if (table) tables.push(table);
    start = end + 1;
  }
  return tables;
}

/**
 * Sentences that say each data row's cells with their column headers, one per row: "Revenue — 2023: 4,210;
 * 2022: 3,950." for a table whose header names the columns only, "Region: North; Revenue: 4.2; Staff: 120." when
 * the header also names the row-header column.
 */
export function tableSentences(table: PageTable): string[] {
  const out: string[] = [];
  for (const row of table.rows) {
    const pairs: string[] = [];
    for (let c = 1; c < row.length; c++) {
      if (row[c] && table.header[c]) pairs.push(`${table.header[c]}: ${row[c]}`);
    }
    if (!pairs.length) continue;
    const label = row[0];
    const sentence = !label ? pairs.join('; ') : table.header[0] ? `${table.header[0]}: ${label}; ${pairs.join('; ')}` : `${label} — ${pairs.join('; ')}`;
    out.push(/[.!?]$/.test(sentence) ? sentence : `${sentence}.`);
  }
  return out;
}

/** The page's runs grouped into lines, top to bottom, each line's runs joined into cells left to right. */
function linesOf(layout: PageLayout): Line[] {
  const items = layout.runs
    .map(([offset, length, x0, y0, x1, y1]) => ({ text: layout.text.slice(offset, offset + length).replace(/\s+/g, ' ').trim(), x0, y0, x1, y1 }))
    .filter((r) => r.text && r.y1 > r.y0 && r.x1 >= r.x0)
    .sort((a, b) => b.y0 + b.y1 - (a.y0 + a.y1));
  const lines: Array<{ y: number; height: number; runs: typeof items }> = [];
  for (const item of items) {
    const y = (item.y0 + item.y1) / 2;
    const height = item.y1 - item.y0;
    const line = lines[lines.length - 1];
    if (line && Math.abs(line.y - y) < Math.min(line.height, height) / 2) {
      line.runs.push(item);
      line.height = Math.max(line.height, height);
    } else {
      lines.push({ y, height, runs: [item] });
    }
  }
  return lines.map((line) => {
    const runs = line.runs.sort((a, b) => a.x0 - b.x0);
    const cells: Cell[] = [];
    for (const run of runs) {
      const last = cells[cells.length - 1];
      if (last && run.x0 - last.x1 < CELL_GAP * line.height) {
        last.text = run.x0 - last.x1 > line.height * 0.1 || /\s$/.test(last.text) ? `${last.text} ${run.text}` : last.text + run.text;
        last.x1 = Math.max(last.x1, run.x1);
      } else {
        cells.push({ text: run.text, x0: run.x0, x1: run.x1 });
      }
    }
    return { y: line.y, height: line.height, cells };
  });
}

/** The next line follows closely (no blank gap of more than two line heights between them). */
function closeBelow(above: Line, below: Line): boolean {
  return above.y - below.y < 3 * Math.max(above.height, below.height);
}

/** The region's lines as a table, or null when they do not read as one. */
function tableOf(lines: Line[]): PageTable | null {
  if (lines.length < 1 + MIN_DATA_ROWS) return null;
  // Columns: the union of overlapping cell extents over all lines (numbers right-aligned under their header
  // overlap it, as left-aligned labels do).
  const extents = lines
    .flatMap((l) => l.cells.map((c) => [c.x0, c.x1] as [number, number]))
    .sort((a, b) => a[0] - b[0]);
  const columns: Array<[number, number]> = [];
  for (const [x0, x1] of extents) {
    const last = columns[columns.length - 1];
    if (last && x0 <= last[1]) last[1] = Math.max(last[1], x1);
    else columns.push([x0, x1]);
  }
  if (columns.length < 2) return null;
  const grid: string[][] = [];
  for (const line of lines) {
    const row = columns.map(() => '');
    for (const cell of line.cells) {
      const c = columns.findIndex(([x0, x1]) => cell.x0 >= x0 && cell.x1 <= x1);
      if (c < 0 || row[c]) return null;
      row[c] = cell.text;
    }
    grid.push(row);
  }
  const [header, ...rows] = grid;
  // Every column has a header (the row-header column may not), and every data row fills most columns.
  if (header.slice(1).some((h) => !h)) return null;
  // A header names its columns: words or years, not amounts (a totals block, "Subtotal 250.00", is no table).
  if (header.slice(1).some((h) => !/\p{L}/u.test(h) && !YEAR.test(h))) return null;
  if (rows.some((r) => r.filter(Boolean).length < Math.max(2, columns.length - 1))) return null;
  const cells = grid.flat().filter(Boolean);
  if (cells.some((c) => words(c) > MAX_CELL_WORDS)) return null;
  if (cells.reduce((n, c) => n + words(c), 0) / cells.length > MAX_MEAN_CELL_WORDS) return null;
  const values = rows.flatMap((r) => r.slice(1)).filter(Boolean);
  if (values.filter((v) => NUMERIC.test(v)).length < values.length * MIN_NUMERIC_SHARE) return null;
  return { header, rows };
}

/**
 * The document's paragraphs with, after the last paragraph that starts on each page holding a table, one
 * paragraph per data row saying its cells with their headers (tableSentences), marked `table`. They are indexed
 * and may be quoted as passages; the page's own text and layout (what citations show) are left as they were.
 */
export function withTableRows(paragraphs: Paragraph[], pages: Array<{ page: number; layout?: PageLayout }>): Paragraph[] {
  const rowsByPage = new Map<number, string[]>();
  for (const { page, layout } of pages) {
    if (!layout || layout.runs.length < 6) continue;
    const sentences = tablesOf(layout).flatMap(tableSentences);
    if (sentences.length) rowsByPage.set(page, sentences);
  }
  if (!rowsByPage.size) return paragraphs;
  const out: Paragraph[] = [];
  const add = (page: number) => {
    for (const text of rowsByPage.get(page) ?? []) out.push({ text, pageMarks: [{ offset: 0, page }], table: true });
    rowsByPage.delete(page);
  };
  const pending = () => [...rowsByPage.keys()].sort((a, b) => a - b);
  for (const [i, paragraph] of paragraphs.entries()) {
    out.push(paragraph);
    // A page's rows come before the first paragraph that starts on a later page.
    const next = paragraphs[i + 1]?.pageMarks[0]?.page ?? Infinity;
    for (const p of pending()) if (p < next) add(p);
  }
  for (const p of pending()) add(p);
  return out;
}
