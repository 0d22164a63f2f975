import { keepContent } from '../answering/extractive-terms.js';
import { type Paragraph, pageAt, paragraphsOf, sentencesOf } from '../chunking/paragraphs.js';
import type { PdfPage } from '../rag.types.js';

/** What an overview of a document says, worked out once at ingestion (reading a whole document per question would not scale). */
export interface DocumentSummary {
  /** The opening and the most central sentences, in reading order, each with its page. */
  sentences: Array<{ text: string; page: number }>;
  /** The document's headings with their pages, when it has any. */
  sections: Array<{ title: string; page: number }>;
}

const OPENING = 2;
const CENTRAL = 3;
const MAX_SECTIONS = 12;
/** A sentence shorter than this says too little for an overview; a longer one is a run-on (a list, a table). */
const MIN_WORDS = 6;
const MAX_WORDS = 60;
/** A central sentence this similar to one already chosen would repeat it. */
const REDUNDANT = 0.5;

interface Candidate {
  text: string;
  page: number;
  order: number;
  vector: Map<string, number>;
}

/**
 * An extractive summary: the document's opening sentences, then the sentences closest to its centroid (the
 * mean of all sentences' TF-IDF vectors, after Radev's centroid summaries), skipping near-repeats.
 */
export function summarizeDocument(pages: PdfPage[], title: string): DocumentSummary {
  return summarizeParagraphs(paragraphsOf(pages), title);
}

/** summarizeDocument over paragraphs already rebuilt (ingestion shares them, and their sentences, with chunking). */
export function summarizeParagraphs(paragraphs: Paragraph[], title: string): DocumentSummary {
  // The title set as a heading names the document, not a section of it.
  const own = title.toLowerCase();
  const headings = paragraphs
    .filter((p) => p.heading && !own.includes(p.text.trim().toLowerCase()))
    .map((p) => ({ title: p.text.trim(), page: pageAt(p, 0) }))
    .filter((s, i, all) => all.findIndex((o) => o.title === s.title) === i);
  // A single heading is no list of sections.
  const sections = headings.length > 1 ? headings.slice(0, MAX_SECTIONS) : [];
  const sentences: Array<{ text: string; page: number; order: number; words: string[] }> = [];
  for (const paragraph of paragraphs) {
    if (paragraph.heading) continue;
    for (const s of sentencesOf(paragraph)) {
      const count = s.text.split(/\s+/).length;
      if (count < MIN_WORDS || count > MAX_WORDS || !/[.!?।॥]["'”’)]*$/u.test(s.text)) continue;
      sentences.push({ text: s.text, page: pageAt(paragraph, s.offset), order: sentences.length, words: wordsOf(s.text) });
    }
  }
  const vectors = tfIdf(sentences.map((s) => s.words));
  const candidates: Candidate[] = sentences.map((s, i) => ({ text: s.text, page: s.page, order: s.order, vector: vectors[i] }));
  const opening = candidates.slice(0, OPENING);
  const centroid = new Map<string, number>();
  for (const c of candidates) for (const [w, v] of c.vector) centroid.set(w, (centroid.get(w) ?? 0) + v);
  const central = unit(centroid);
  const chosen = [...opening];
  const ranked = candidates
    .slice(OPENING)
    .map((c) => ({ c, score: dot(c.vector, central) }))
    .sort((a, b) => b.score - a.score);
  for (const { c } of ranked) {
    if (chosen.length >= OPENING + CENTRAL) break;
    if (chosen.some((o) => dot(o.vector, c.vector) > REDUNDANT)) continue;
    chosen.push(c);
  }
  chosen.sort((a, b) => a.order - b.order);
  return { sentences: chosen.map((c) => ({ text: c.text, page: c.page })), sections };
}

/** Content words, cut by a plain pattern: a whole document's sentences are too many for Intl.Segmenter. */
function wordsOf(text: string): string[] {
  return keepContent(text.toLowerCase().replace(/['’]s\b/g, '').match(/[\p{L}\p{M}\p{N}]+/gu) ?? []);
}

/** Unit-length TF-IDF vectors, one per sentence (IDF over the document's own sentences). */
function tfIdf(documents: string[][]): Array<Map<string, number>> {
  const df = new Map<string, number>();
  for (const words of documents) for (const w of new Set(words)) df.set(w, (df.get(w) ?? 0) + 1);
  return documents.map((words) => {
    const vector = new Map<string, number>();
    for (const w of words) vector.set(w, (vector.get(w) ?? 0) + Math.log(1 + documents.length / df.get(w)!));
    return unit(vector);
  });
}

/** Scales the vector to unit length in place (every vector here is built for this) and returns it. */
function unit(vector: Map<string, number>): Map<string, number> {
  let squares = 0;
  for (const v of vector.values()) squares += v * v;
  const norm = Math.sqrt(squares) || 1;
  for (const [w, v] of vector) vector.set(w, v / norm);
  return vector;
}

/** Cosine similarity of two unit vectors. */
function dot(a: Map<string, number>, b: Map<string, number>): number {
  let sum = 0;
  for (const [w, v] of a) sum += v * (b.get(w) ?? 0);
  return sum;
}
