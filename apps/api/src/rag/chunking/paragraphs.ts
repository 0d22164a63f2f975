import type { PdfPage } from '../rag.types.js';
import { type DocumentVocabulary, documentVocabulary, joinsBrokenWord } from './line-hyphens.js';
import { type Sentence, splitSentences } from './sentences.js';

/** A paragraph of the document's running text with the page of every stretch of it. */
export interface Paragraph {
  text: string;
  /** Sorted by offset: from `offset` on, the text lies on `page`. */
  pageMarks: Array<{ offset: number; page: number }>;
  /** A heading line on its own (what a document overview lists as its sections). */
  heading?: boolean;
  /** A table's data row said with its column headers (tables.ts): indexed, not part of the page's running text. */
  table?: boolean;
}

const ENDS_SENTENCE = /[.!?;:।॥"'”’)\]]$/u;
/** A line this much shorter than the page's full lines ends its paragraph (when it also ends a sentence). */
const SHORT_LINE = 0.8;
/** A heading is a short line: at most this many characters (and shorter than the page's full lines). */
const HEADING_MAX_CHARS = 80;

/**
 * Rebuilds paragraphs from the line-broken text PDFs give: blank lines always end one; so does a short line
 * that ends a sentence. A heading (a short capitalized line without a full stop, before a line that starts a
 * sentence) is a paragraph of its own, so it never runs into the text it heads. A paragraph that runs onto the
 * next page stays one paragraph with two page marks. A word the line wrap broke at a hyphen is joined again,
 * without the hyphen where the document's own words say that is the likelier reading (line-hyphens.ts).
 */
export function paragraphsOf(pages: PdfPage[]): Paragraph[] {
  const vocabulary = documentVocabulary(pages);
  const paragraphs: Paragraph[] = [];
  let current: Paragraph | null = null;
  /** The paragraph's last line: what joining looks at, never the whole (possibly huge) paragraph. */
  let lastLine = '';
  const close = () => {
    if (current && current.text.trim()) paragraphs.push(current);
    current = null;
    lastLine = '';
  };
  for (const { page, text } of pages) {
    const lines = text.split(/\r?\n/).map((l) => l.replace(/\s+/g, ' ').trim());
    const full = fullLineLength(lines);
    for (const [i, line] of lines.entries()) {
      if (!line) {
        close();
        continue;
      }
      const heading = isHeading(line, lines[i + 1], full);
      if (heading) close();
      current ??= heading ? { text: '', pageMarks: [], heading: true } : { text: '', pageMarks: [] };
      current.text = joinLine(current.text, lastLine, line, vocabulary);
      const marks = current.pageMarks;
      if (!marks.length || marks[marks.length - 1].page !== page) marks.push({ offset: current.text.length - line.length, page });
      lastLine = line;
      if (heading || (ENDS_SENTENCE.test(line) && line.length < full * SHORT_LINE)) close();
    }
  }
  close();
  return paragraphs;
}

function isHeading(line: string, next: string | undefined, full: number): boolean {
  if (!next || ENDS_SENTENCE.test(line) || line.length >= Math.min(full * SHORT_LINE, HEADING_MAX_CHARS)) return false;
  return /^[\p{Lu}\p{N}]/u.test(line) && /^[\p{Lu}\p{N}"“'(]/u.test(next);
}

/**
 * Words broken at a hyphen or slash by the line wrap join without a space; a soft hyphen, or a hyphen that the
 * document's words say only marks the break (joinsBrokenWord), is dropped. Only the previous line is tested: a
 * test on the paragraph so far made a 1,000-page paragraph take 78 s, quadratic (docs/hardening.md).
 */
function joinLine(text: string, previous: string, line: string, vocabulary: DocumentVocabulary): string {
  if (!text) return line;
  if (previous.endsWith('\u00AD') || (/[-‐]$/u.test(previous) && joinsBrokenWord(previous, line, vocabulary))) return text.slice(0, -1) + line;
  return /[-/‐]$/u.test(previous) ? text + line : `${text} ${line}`;
}

/** The length of a full line on this page: a high percentile, so that short lines stand out. */
function fullLineLength(lines: string[]): number {
  const lengths = lines.filter(Boolean).map((l) => l.length).sort((a, b) => a - b);
  if (lengths.length < 3) return Infinity;
  return lengths[Math.floor(lengths.length * 0.9)];
}

/** Binary search: a paragraph may span thousands of pages, and every sentence asks. */
export function pageAt(paragraph: Paragraph, offset: number): number {
  const marks = paragraph.pageMarks;
  let low = 0;
  let high = marks.length - 1;
  let page = marks[0]?.page ?? 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (marks[middle].offset <= offset) {
      page = marks[middle].page;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return page;
}

const sentencesByParagraph = new WeakMap<Paragraph, Sentence[]>();

/** The paragraph's sentences, split once however many read them (chunking and the document's summary). */
export function sentencesOf(paragraph: Paragraph): Sentence[] {
  let sentences = sentencesByParagraph.get(paragraph);
  if (!sentences) sentencesByParagraph.set(paragraph, (sentences = splitSentences(paragraph.text)));
  return sentences;
}
