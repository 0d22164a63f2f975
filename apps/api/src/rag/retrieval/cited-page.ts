import type { ScoredSentence } from '../answering/extractive-sentences.js';

/** The page on which the text at `offset` of a chunk lies, from its first page and where the pages turn. */
export function pageAtOffset(pageStart: number, pageBreaks: number[], offset: number): number {
  return pageStart + pageBreaks.filter((b) => b <= offset).length;
}

/**
 * The page a passage cites: where its sentence that best matches the question lies (the answer may sit on the
 * page after the one the chunk starts on), or its first page when no sentence matches at all.
 */
export function citedPage(pageStart: number, pageBreaks: number[], sentences: ScoredSentence[]): number {
  let best: ScoredSentence | undefined;
  for (const s of sentences) if (s.score > (best?.score ?? 0)) best = s;
  return best ? pageAtOffset(pageStart, pageBreaks, best.offset) : pageStart;
}
