import type { CandidateChunk, QueryTerm } from './bm25-ranker.js';

/**
 * The chunk's best passage: the highest BM25-style score of any window of `length` positions of its body
 * (Callan's passage evidence). A question usually restates one or two sentences of its paragraph, so a chunk
 * whose matches sit together in one place beats a chunk that holds the same words scattered over its length.
 * Fixed-length windows need no length normalization; `k1` saturates repeats within the window.
 */
export function bestPassageScore(terms: QueryTerm[], chunk: CandidateChunk, length: number, k1: number): number {
  const occurrences: Array<{ position: number; term: number }> = [];
  terms.forEach((term, t) => {
    for (const position of chunk.hits.get(term.lexeme)?.bodyPositions ?? []) occurrences.push({ position, term: t });
  });
  occurrences.sort((a, b) => a.position - b.position);
  // One pass with a sliding window: the window's end only moves forward as its start does. Each window's score
  // adds its terms in the order they first occur in it, as a map of the window's counts would.
  const count = new Array<number>(terms.length).fill(0);
  const seen = new Array<number>(terms.length).fill(-1);
  let end = 0;
  let best = 0;
  for (let start = 0; start < occurrences.length; start++) {
    while (end < occurrences.length && occurrences[end].position - occurrences[start].position < length) count[occurrences[end++].term]++;
    let score = 0;
    for (let i = start; i < end; i++) {
      const t = occurrences[i].term;
      if (seen[t] === start) continue;
      seen[t] = start;
      const f = count[t];
      score += (terms[t].weight * terms[t].idf * f * (k1 + 1)) / (f + k1);
    }
    best = Math.max(best, score);
    count[occurrences[start].term]--;
  }
  return best;
}
