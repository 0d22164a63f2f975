/** What the keyword ranker and the evidence scorers share: the query's terms, the candidates and their hits. */

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
  /** Each query lexeme the chunk holds, by lexeme. */
  hits: Map<string, TermHit>;
}

/** A query lexeme's positions in a chunk (title included), those in its body, and whether the title holds it. */
export interface TermHit {
  positions: number[];
  bodyPositions: number[];
  inTitle: boolean;
}

export interface RankedChunk {
  id: string;
  documentId: string;
  score: number;
  /** Share of the query's IDF mass that the chunk matches (0..1; see termMass in answer-evidence.ts). */
  coverage: number;
  /** Share of the query's IDF mass in names (as the question wrote them) that the chunk lacks. */
  missingNames: number;
}
