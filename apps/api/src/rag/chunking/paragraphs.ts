import type { PdfPage } from '../rag.types.js';

/** A paragraph of the document's running text with the page of every stretch of it. */
export interface Paragraph {
  text: string;
  /** Sorted by offset: from `offset` on, the text lies on `page`. */
  pageMarks: Array<{ offset: number; page: number }>;
}

const ENDS_SENTENCE = /[.!?;:।॥"'”’)\]]$/u;
/** A line this much shorter than the page's full lines ends its paragraph (when it also ends a sentence). */
const SHORT_LINE = 0.8;

/**
 * Rebuilds paragraphs from the line-broken text PDFs give: blank lines always end one; so does a short line
 * that ends a sentence. A paragraph that runs onto the next page stays one paragraph with two page marks.
 */
export function paragraphsOf(pages: PdfPage[]): Paragraph[] {
  const paragraphs: Paragraph[] = [];
  let current: Paragraph | null = null;
  const close = () => {
    if (current && current.text.trim()) paragraphs.push(current);
    current = null;
  };
  for (const { page, text } of pages) {
    const lines = text.split(/\r?\n/).map((l) => l.replace(/\s+/g, ' ').trim());
    const full = fullLineLength(lines);
    for (const line of lines) {
      if (!line) {
        close();
        continue;
      }
      current ??= { text: '', pageMarks: [] };
      const marks = current.pageMarks;
      if (!marks.length || marks[marks.length - 1].page !== page) marks.push({ offset: current.text.length + (current.text ? 1 : 0), page });
      current.text = joinLine(current.text, line);
      if (ENDS_SENTENCE.test(line) && line.length < full * SHORT_LINE) close();
    }
  }
  close();
  return paragraphs;
}

/** Words broken at a hyphen or slash by the line wrap join without a space. */
function joinLine(text: string, line: string): string {
  if (!text) return line;
  return /[-/‐]$/u.test(text) ? text + line : `${text} ${line}`;
}

/** The length of a full line on this page: a high percentile, so that short lines stand out. */
function fullLineLength(lines: string[]): number {
  const lengths = lines.filter(Boolean).map((l) => l.length).sort((a, b) => a - b);
  if (lengths.length < 3) return Infinity;
  return lengths[Math.floor(lengths.length * 0.9)];
}

export function pageAt(paragraph: Paragraph, offset: number): number {
  let page = paragraph.pageMarks[0]?.page ?? 1;
  for (const mark of paragraph.pageMarks) if (mark.offset <= offset) page = mark.page;
  return page;
}
