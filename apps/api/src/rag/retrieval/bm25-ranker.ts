import { termMass } from './answer-evidence.js';
import { PassageScorer } from './best-passage.js';
import type { CandidateChunk, QueryTerm, RankedChunk, TermHit } from './ranking.types.js';

export type { CandidateChunk, QueryTerm, RankedChunk, TermHit } from './ranking.types.js';


export interface RankingParams {
  k1: number;
  b: number;
  /** Query-term pairs closer than this many positions earn a proximity bonus. */
  window: number;
  proximityWeight: number;
  titleWeight: number;
  /** Share of the better neighbouring chunk's score added: the subject is often named a paragraph earlier. */
  neighbourWeight: number;
  /** Weight of the query's IDF mass that the chunk's whole document matches. */
  documentWeight: number;
  /** Weight, length (positions) and saturation of the best-passage score (see best-passage.ts). */
  passageWeight: number;
  passageLength: number;
  passageK1: number;
}

export const DEFAULT_RANKING: RankingParams = { k1: 1.6, b: 0.75, window: 5, proximityWeight: 1, titleWeight: 0.3, neighbourWeight: 0.3, documentWeight: 0.3, passageWeight: 0.5, passageLength: 50, passageK1: 1.2 };


export function idf(df: number, chunks: number): number {
  return Math.log(1 + (chunks - df + 0.5) / (df + 0.5));
}

/**
 * BM25 with term proximity (after Rasolofo & Savoy's BM25TP) and a title bonus, over the candidates that the
 * full-text index found. IDF and the average length come from the organization's corpus statistics.
 */
export function rankChunks(
  terms: QueryTerm[],
  candidates: CandidateChunk[],
  averageLength: number,
  params: RankingParams = DEFAULT_RANKING,
): RankedChunk[] {
  const { k1, b } = params;
  // Per term, worked out once per question rather than once per candidate.
  const masses = terms.map(termMass);
  const totalMass = masses.reduce((s, m) => s + m, 0) || 1;
  const strength = terms.map((t) => t.idf * t.weight);
  const passages = new PassageScorer(terms);
  const hits: Array<TermHit | undefined> = new Array<TermHit | undefined>(terms.length);
  // The chunk's own score by document and ordinal, for its neighbours; which query terms each document holds.
  const byDocument = new Map<string, { scores: Map<number, number>; holds: Uint8Array }>();
  const scores = new Float64Array(candidates.length);
  const coverage = new Float64Array(candidates.length);
  const missing = new Float64Array(candidates.length);
  for (let c = 0; c < candidates.length; c++) {
    const chunk = candidates[c];
    let document = byDocument.get(chunk.documentId);
    if (!document) byDocument.set(chunk.documentId, (document = { scores: new Map(), holds: new Uint8Array(terms.length) }));
    const norm = k1 * (1 - b + (b * chunk.length) / (averageLength || 1));
    let score = 0;
    let matched = 0;
    let missingNames = 0;
    for (let t = 0; t < terms.length; t++) {
      const term = terms[t];
      const hit = (hits[t] = chunk.hits.get(term.lexeme));
      if (!hit) {
        if (term.name) missingNames += masses[t];
        continue;
      }
      document.holds[t] = 1;
      const tf = hit.positions.length;
      score += term.weight * term.idf * ((tf * (k1 + 1)) / (tf + norm));
      matched += masses[t];
      if (hit.inTitle) score += params.titleWeight * term.weight * term.idf;
    }
    score += params.proximityWeight * proximity(strength, hits, norm, params);
    score += params.passageWeight * passages.score(hits, params.passageLength, params.passageK1);
    scores[c] = score;
    coverage[c] = matched / totalMass;
    missing[c] = missingNames / totalMass;
    document.scores.set(chunk.ordinal, score);
  }
  // Evidence from the chunk's neighbours and from its document as a whole; the document's share is the same
  // for every chunk of it.
  const massOf = new Map<string, number>();
  for (const [documentId, { holds }] of byDocument) {
    let mass = 0;
    for (let t = 0; t < terms.length; t++) mass += holds[t] ? strength[t] : 0;
    massOf.set(documentId, mass);
  }
  const ranked: RankedChunk[] = new Array<RankedChunk>(candidates.length);
  for (let c = 0; c < candidates.length; c++) {
    const { id, documentId, ordinal } = candidates[c];
    const base = byDocument.get(documentId)!.scores;
    const neighbour = Math.max(base.get(ordinal - 1) ?? 0, base.get(ordinal + 1) ?? 0);
    const score = scores[c] + params.neighbourWeight * neighbour + params.documentWeight * massOf.get(documentId)!;
    ranked[c] = { id, documentId, score, coverage: coverage[c], missingNames: missing[c] };
  }
  // Ties are broken by id, so the order never depends on the order the database returned rows in.
  return ranked.sort((x, y) => y.score - x.score || (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
}

/**
 * Pairs of different query terms within the window add min(idf) × saturated Σ 1/distance². `strength[t]` is
 * term t's idf × weight, `hits[t]` its positions in the chunk.
 */
function proximity(strength: number[], hits: Array<TermHit | undefined>, norm: number, params: RankingParams): number {
  let bonus = 0;
  for (let i = 0; i < hits.length; i++) {
    const a = hits[i]?.positions;
    if (!a) continue;
    for (let j = i + 1; j < hits.length; j++) {
      const c = hits[j]?.positions;
      if (!c) continue;
      // Positions are in ascending order (as a tsvector keeps them): for each p, only the q within the window
      // are visited, in the same order as a full scan would add them.
      let tpi = 0;
      let from = 0;
      for (const p of a) {
        while (from < c.length && c[from] < p - params.window) from++;
        for (let k = from; k < c.length && c[k] <= p + params.window; k++) {
          const d = Math.abs(p - c[k]);
          if (d > 0) tpi += 1 / (d * d);
        }
      }
      if (!tpi) continue;
      const weight = Math.min(strength[i], strength[j]);
      bonus += (weight * (tpi * (params.k1 + 1))) / (tpi + norm);
    }
  }
  return bonus;
}
