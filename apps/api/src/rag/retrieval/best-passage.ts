import type { CandidateChunk, QueryTerm, TermHit } from './ranking.types.js';

/** Up to this many query terms, their position lists are merged rather than sorted together. */
const MERGE_TERMS = 8;

function ascending(list: number[]): boolean {
  for (let i = 1; i < list.length; i++) if (list[i] <= list[i - 1]) return false;
  return true;
}

/**
 * The chunk's best passage: the highest BM25-style score of any window of `length` positions of its body
 * (Callan's passage evidence). A question usually restates one or two sentences of its paragraph, so a chunk
 * whose matches sit together in one place beats a chunk that holds the same words scattered over its length.
 * Fixed-length windows need no length normalization; `k1` saturates repeats within the window.
 */
export function bestPassageScore(terms: QueryTerm[], chunk: CandidateChunk, length: number, k1: number): number {
  const scorer = new PassageScorer(terms);
  return scorer.score(
    terms.map((t) => chunk.hits.get(t.lexeme)),
    length,
    k1,
  );
}

/**
 * Scores the best passage of one chunk after another with the same buffers: the ranker calls it for every
 * candidate of a question.
 */
export class PassageScorer {
  /** weight × idf of each term. */
  private readonly strength: number[];
  private readonly count: Int32Array;
  private keys = new Float64Array(64);
  private positions = new Int32Array(64);
  private termOf = new Int32Array(64);
  private next = new Int32Array(64);
  private gain = new Float64Array(64);
  private readonly base: Int32Array;
  private readonly head: Int32Array;
  private readonly upcoming: Float64Array;
  private readonly first: Int32Array;
  private readonly order: Int32Array;

  constructor(terms: QueryTerm[]) {
    this.strength = terms.map((t) => t.weight * t.idf);
    this.count = new Int32Array(terms.length);
    this.first = new Int32Array(terms.length);
    this.order = new Int32Array(terms.length);
    this.base = new Int32Array(terms.length);
    this.head = new Int32Array(terms.length);
    this.upcoming = new Float64Array(terms.length);
  }

  /** `hits[t]`: term t's positions in the chunk, or undefined. */
  score(hits: Array<TermHit | undefined>, length: number, k1: number): number {
    const termCount = hits.length;
    let n = 0;
    for (const hit of hits) if (hit) n += hit.bodyPositions.length;
    if (!n) return 0;
    if (n > this.keys.length) {
      const size = Math.max(n, this.keys.length * 2);
      this.keys = new Float64Array(size);
      this.positions = new Int32Array(size);
      this.termOf = new Int32Array(size);
      this.next = new Int32Array(size);
    }
    if (n + termCount > this.gain.length) this.gain = new Float64Array(Math.max(n + termCount, this.gain.length * 2));
    // Occurrences ordered by position and, at one position, by term. Each term's positions come in ascending
    // order (as a tsvector keeps them), so a few terms' lists are merged; otherwise, or for many terms, they are
    // sorted as one number each.
    const positions = this.positions;
    const termOf = this.termOf;
    if (termCount <= MERGE_TERMS && hits.every((hit) => !hit || ascending(hit.bodyPositions))) {
      // upcoming[t]: term t's next position not yet taken (Infinity once all are); ties go to the lower term.
      const { head, upcoming } = this;
      for (let t = 0; t < termCount; t++) {
        head[t] = 0;
        const list = hits[t]?.bodyPositions;
        upcoming[t] = list?.length ? list[0] : Infinity;
      }
      for (let i = 0; i < n; i++) {
        let pick = 0;
        let lowest = upcoming[0];
        for (let t = 1; t < termCount; t++) {
          if (upcoming[t] < lowest) {
            lowest = upcoming[t];
            pick = t;
          }
        }
        positions[i] = lowest;
        termOf[i] = pick;
        const list = hits[pick]!.bodyPositions;
        const taken = ++head[pick];
        upcoming[pick] = taken < list.length ? list[taken] : Infinity;
      }
    } else {
      const keys = this.keys;
      let at = 0;
      for (let t = 0; t < termCount; t++) {
        const hit = hits[t];
        if (hit) for (const position of hit.bodyPositions) keys[at++] = position * termCount + t;
      }
      keys.subarray(0, n).sort();
      for (let i = 0; i < n; i++) {
        const position = Math.floor(keys[i] / termCount);
        positions[i] = position;
        termOf[i] = keys[i] - position * termCount;
      }
    }
    // What term t adds with f occurrences in a window, worked out once per chunk: gain[base[t] + f].
    const { gain, base } = this;
    let offset = 0;
    for (let t = 0; t < termCount; t++) {
      base[t] = offset;
      const most = hits[t]?.bodyPositions.length ?? 0;
      for (let f = 1; f <= most; f++) gain[offset + f] = (this.strength[t] * f * (k1 + 1)) / (f + k1);
      offset += most + 1;
    }
    // One pass with a sliding window: the window's end only moves forward as its start does. Each window's score
    // adds its terms in the order they first occur in it, as a map of the window's counts would: `order` keeps
    // the window's terms in that order. The occurrence leaving at the start is always the first term's; that
    // term goes back in at its next occurrence (`next` links a term's occurrences) if it has one in the window,
    // and a term that enters at the end comes last.
    const { count, first, order } = this;
    const next = this.next;
    for (let t = 0; t < termCount; t++) first[t] = -1;
    for (let i = n - 1; i >= 0; i--) {
      next[i] = first[termOf[i]];
      first[termOf[i]] = i;
    }
    let present = 0;
    let end = 0;
    let best = 0;
    for (let start = 0; start < n; start++) {
      const ended = end;
      while (end < n && positions[end] - positions[start] < length) {
        const t = termOf[end++];
        if (count[t]++ === 0) order[present++] = t;
      }
      // A window that gained nothing at its end holds less than the one before it (one occurrence fewer, and a
      // term's gain grows with its count): it cannot be the best.
      if (end > ended) {
        let score = 0;
        for (let k = 0; k < present; k++) score += gain[base[order[k]] + count[order[k]]];
        best = Math.max(best, score);
      }
      const leaving = termOf[start];
      first[leaving] = next[start];
      let at = 0;
      if (--count[leaving] > 0) {
        // Move it back past the terms that now occur first.
        while (at + 1 < present && first[order[at + 1]] < first[leaving]) {
          order[at] = order[at + 1];
          at++;
        }
        order[at] = leaving;
      } else {
        present--;
        for (; at < present; at++) order[at] = order[at + 1];
      }
    }
    return best;
  }
}
