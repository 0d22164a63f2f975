import type { CandidateChunk, QueryTerm } from './bm25-ranker.js';

/**
 * The chunk's best passage: the highest BM25-style score of any window of `length` positions of its body
 * (Callan's passage evidence). A question usually restates one or two sentences of its paragraph, so a chunk
 * whose matches sit together in one place beats a chunk that holds the same words scattered over its length.
 * Fixed-length windows need no length normalization; `k1` saturates repeats within the window.
 */
export function bestPassageScore(terms: QueryTerm[], chunk: CandidateChunk, length: number, k1: number): number {
  const occurrences: Array<{ position: number; term: QueryTerm }> = [];
  for (const term of terms) {
    for (const position of chunk.hits.get(term.lexeme)?.bodyPositions ?? []) occurrences.push({ position, term });
  }
  occurrences.sort((a, b) => a.position - b.position);
  let best = 0;
  for (let start = 0; start < occurrences.length; start++) {
    const tf = new Map<QueryTerm, number>();
    for (let i = start; i < occurrences.length && occurrences[i].position - occurrences[start].position < length; i++) {
      tf.set(occurrences[i].term, (tf.get(occurrences[i].term) ?? 0) + 1);
    }
    let score = 0;
    for (const [term, f] of tf) score += (term.weight * term.idf * f * (k1 + 1)) / (f + k1);
    best = Math.max(best, score);
  }
  return best;
}
