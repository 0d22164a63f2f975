import type { PdfPage } from '../rag.types.js';
import { type Paragraph, pageAt, paragraphsOf, sentencesOf } from './paragraphs.js';

/** One indexed passage: whole sentences, inside one paragraph where it can be, with the pages it spans. */
export interface DocumentChunk {
  ordinal: number;
  pageStart: number;
  pageEnd: number;
  text: string;
  /** Offsets in `text` where the following pages begin: the n-th is where page pageStart + n + 1 starts. */
  pageBreaks: number[];
  /** Words of `text` (the title is indexed beside it, not counted here). */
  words: number;
}

export interface ChunkingOptions {
  /** Aim for chunks of about this many words; chosen on the retrieval benchmark (docs/retrieval.md). */
  targetWords: number;
  /** A chunk never grows beyond this many words unless one sentence alone is longer. */
  maxWords: number;
  /** Sentences of the previous chunk repeated at the start of the next one within a paragraph. */
  overlapSentences: number;
}

export const DEFAULT_CHUNKING: ChunkingOptions = { targetWords: 120, maxWords: 180, overlapSentences: 1 };

interface Unit {
  text: string;
  words: number;
  pageStart: number;
  pageEnd: number;
  paragraph: number;
  table: boolean;
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** A sentence, or a cut of one, with its words counted once. */
interface Piece {
  text: string;
  offset: number;
  words: number;
}

/**
 * Packs sentences into chunks. A paragraph that fits the target stays whole; short paragraphs are joined with
 * their neighbours on the same page; long ones are cut between sentences, with a little overlap.
 */
export function chunkPages(pages: PdfPage[], options: ChunkingOptions = DEFAULT_CHUNKING): DocumentChunk[] {
  return chunkParagraphs(paragraphsOf(pages), options);
}

/** chunkPages over paragraphs already rebuilt (ingestion shares them, and their sentences, with the summary). */
export function chunkParagraphs(paragraphs: Paragraph[], options: ChunkingOptions = DEFAULT_CHUNKING): DocumentChunk[] {
  const units: Unit[] = [];
  paragraphs.forEach((paragraph, index) => {
    for (const sentence of sentencesOf(paragraph).flatMap((s) => piecesOf(s, options.maxWords))) {
      units.push({
        text: sentence.text,
        words: sentence.words,
        pageStart: pageAt(paragraph, sentence.offset),
        pageEnd: pageAt(paragraph, sentence.offset + sentence.text.length - 1),
        paragraph: index,
        table: paragraph.table ?? false,
      });
    }
  });

  const chunks: DocumentChunk[] = [];
  let current: Unit[] = [];
  const words = () => current.reduce((n, u) => n + u.words, 0);
  const flush = (overlap: number) => {
    if (!current.length) return;
    // Paragraphs joined into one chunk stay apart by a line break: a heading such as "Leave policy" then
    // remains a sentence of its own instead of running into the paragraph it heads.
    const text = current.map((u, i) => (i && u.paragraph !== current[i - 1].paragraph ? '\n' : i ? ' ' : '') + u.text).join('');
    chunks.push({
      ordinal: chunks.length,
      pageStart: current[0].pageStart,
      pageEnd: Math.max(...current.map((u) => u.pageEnd)),
      text,
      pageBreaks: pageBreaksOf(current),
      words: words(),
    });
    current = overlap > 0 ? current.slice(-overlap).filter((u) => u.words < options.targetWords / 3) : [];
  };

  for (const unit of units) {
    const last = current[current.length - 1];
    if (last && last.paragraph !== unit.paragraph) {
      // Join a short paragraph to the next only when the pair still fits and stays on one page.
      // A table's header-paired rows (tables.ts) are chunks of their own, never mixed with running text.
      const fits = words() + unit.words <= options.targetWords && unit.pageStart === current[0].pageStart && unit.table === last.table;
      if (words() >= options.targetWords / 2 || !fits) flush(0);
    } else if (last && words() + unit.words > options.maxWords) {
      flush(options.overlapSentences);
    } else if (last && words() >= options.targetWords) {
      flush(options.overlapSentences);
    }
    current.push(unit);
  }
  flush(0);
  return chunks;
}

/**
 * A "sentence" longer than a chunk may be (text without full stops: tables, lists, a dump of words) is cut
 * between words into pieces of `maxWords`; otherwise it would be one chunk of any size (a 1,000-page one, whose
 * tsvector PostgreSQL cannot store).
 */
function piecesOf(sentence: { text: string; offset: number }, maxWords: number): Piece[] {
  const count = wordCount(sentence.text);
  if (count <= maxWords) return [{ ...sentence, words: count }];
  const pieces: Piece[] = [];
  const words = [...sentence.text.matchAll(/\S+/g)];
  for (let i = 0; i < words.length; i += maxWords) {
    const start = words[i].index!;
    const end = Math.min(i + maxWords, words.length);
    const last = words[end - 1];
    pieces.push({ text: sentence.text.slice(start, last.index! + last[0].length), offset: sentence.offset + start, words: end - i });
  }
  return pieces;
}

/** A sentence belongs to the page it starts on; a page on which no sentence starts begins where the next does. */
function pageBreaksOf(units: Unit[]): number[] {
  const breaks: number[] = [];
  let offset = 0;
  let page = units[0].pageStart;
  for (const unit of units) {
    for (; page < unit.pageStart; page++) breaks.push(offset);
    offset += unit.text.length + 1;
  }
  return breaks;
}
