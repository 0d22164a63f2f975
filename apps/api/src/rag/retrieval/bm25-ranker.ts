import { termMass } from './answer-evidence.js';
import { bestPassageScore } from './best-passage.js';

/**
 * BM25 with term proximity (after Rasolofo & Savoy's BM25TP) and a title bonus, over the candidates that the
 * full-text index found. IDF and the average length come from the organization's corpus statistics.
 */
export interface QueryTerm {
  lexeme: string;
  /** Inverse document frequency in the organization's corpus. */
  idf: number;
  /** 1 for the question's own words; less for words carried over from earlier turns. */
  weight: number;
  /** Written as a name in the question ("Egypt", "ABC"). */
  name?: boolean;
  /** False for a word no chunk of the organization holds. */
  inCorpus?: boolean;
  /** Share of its weight that counts in coverage (answer-evidence.ts); 1 unless set. */
  share?: number;
}

export interface CandidateChunk {
  id: string;
  documentId: string;
  /** Position of the chunk in its document. */
  ordinal: number;
  /** Indexed tokens of the chunk (title included). */
  length: number;
  /** Positions of each query lexeme in the chunk (title included), those in its body, and whether the title holds it. */
  hits: Map<string, { positions: number[]; bodyPositions: number[]; inTitle: boolean }>;
}

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

export interface RankedChunk {
  id: string;
  documentId: string;
  score: number;
  /** Share of the query's IDF mass that the chunk matches (0..1; see termMass in answer-evidence.ts). */
  coverage: number;
  /** Share of the query's IDF mass in names (as the question wrote them) that the chunk lacks. */
  missingNames: number;
}

export function idf(df: number, chunks: number): number {
  return Math.log(1 + (chunks - df + 0.5) / (df + 0.5));
}

export function rankChunks(
  terms: QueryTerm[],
  candidates: CandidateChunk[],
  averageLength: number,
  params: RankingParams = DEFAULT_RANKING,
): RankedChunk[] {
  const { k1, b } = params;
  const totalMass = terms.reduce((s, t) => s + termMass(t), 0) || 1;
  const ranked = candidates.map((chunk) => {
    const norm = k1 * (1 - b + (b * chunk.length) / (averageLength || 1));
    let score = 0;
    let matched = 0;
    let missingNames = 0;
    for (const term of terms) {
      const hit = chunk.hits.get(term.lexeme);
      if (!hit) {
        if (term.name) missingNames += termMass(term);
        continue;
      }
      const tf = hit.positions.length;
      score += term.weight * term.idf * ((tf * (k1 + 1)) / (tf + norm));
      matched += termMass(term);
      if (hit.inTitle) score += params.titleWeight * term.weight * term.idf;
    }
    score += params.proximityWeight * proximity(terms, chunk, norm, params);
    score += params.passageWeight * bestPassageScore(terms, chunk, params.passageLength, params.passageK1);
    return { id: chunk.id, documentId: chunk.documentId, ordinal: chunk.ordinal, score, coverage: matched / totalMass, missingNames: missingNames / totalMass };
  });
  // Ties are broken by id, so the order never depends on the order the database returned rows in.
  return withContext(terms, candidates, ranked, params).sort((x, y) => y.score - x.score || (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
}

/** Adds evidence from the chunk's neighbours and from its document as a whole. */
function withContext(
  terms: QueryTerm[],
  candidates: CandidateChunk[],
  ranked: Array<RankedChunk & { ordinal: number }>,
  params: RankingParams,
): RankedChunk[] {
  const base = new Map(ranked.map((r) => [`${r.documentId}:${r.ordinal}`, r.score]));
  const documentTerms = new Map<string, Set<string>>();
  for (const c of candidates) {
    const set = documentTerms.get(c.documentId) ?? new Set<string>();
    for (const lexeme of c.hits.keys()) set.add(lexeme);
    documentTerms.set(c.documentId, set);
  }
  // The same for every chunk of a document: worked out once per document.
  const massOf = new Map<string, number>();
  for (const [documentId, inDocument] of documentTerms) massOf.set(documentId, terms.reduce((sum, t) => sum + (inDocument.has(t.lexeme) ? t.idf * t.weight : 0), 0));
  return ranked.map(({ ordinal, ...r }) => {
    const neighbour = Math.max(base.get(`${r.documentId}:${ordinal - 1}`) ?? 0, base.get(`${r.documentId}:${ordinal + 1}`) ?? 0);
    const documentMass = massOf.get(r.documentId)!;
    return { ...r, score: r.score + params.neighbourWeight * neighbour + params.documentWeight * documentMass };
  });
}

/** Pairs of different query terms within the window add min(idf) × saturated Σ 1/distance². */
function proximity(terms: QueryTerm[], chunk: CandidateChunk, norm: number, params: RankingParams): number {
  const present = terms.filter((t) => chunk.hits.has(t.lexeme));
  let bonus = 0;
  for (let i = 0; i < present.length; i++) {
    const a = chunk.hits.get(present[i].lexeme)!.positions;
    for (let j = i + 1; j < present.length; j++) {
      const c = chunk.hits.get(present[j].lexeme)!.positions;
      let tpi = 0;
      for (const p of a) {
        for (const q of c) {
          const d = Math.abs(p - q);
          if (d > 0 && d <= params.window) tpi += 1 / (d * d);
        }
      }
      if (!tpi) continue;
      const weight = Math.min(present[i].idf * present[i].weight, present[j].idf * present[j].weight);
      bonus += (weight * (tpi * (params.k1 + 1))) / (tpi + norm);
    }
  }
  return bonus;
}
