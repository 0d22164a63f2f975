import type { CandidateChunk, QueryTerm, RankedChunk } from './ranking.types.js';

/**
 * What retrieval found, summed up for deciding whether the documents answer the question at all
 * (answering/answerability.ts) and how sure each passage is (confidence.ts). Every figure comes from the
 * ranked candidates already in memory: no further query, nothing that reads whole documents.
 */
export interface AnswerEvidence {
  /** IDF-weighted share of the question's words that the best passage holds (its title included). */
  coverage: number;
  /** The same share inside the best passage's densest stretch of WINDOW positions: the words sit together. */
  windowCoverage: number;
  /** Share of the question's weight in names ("Egypt", "ABC") that even the best of the leading passages lacks. */
  missingNames: number;
  /** ln(1 + best score / the question's IDF mass): how strongly the best passage matches. */
  strength: number;
  /** 1 − (best score of a passage from another document) / best score: how clearly one document holds it. */
  documentLead: number;
  /** Documents in the organization: with one, documentLead says nothing. */
  documents: number;
}

export const NO_EVIDENCE: AnswerEvidence = { coverage: 0, windowCoverage: 0, missingNames: 1, strength: 0, documentLead: 0, documents: 0 };

/** About a sentence: the question's words found this close together are about one thing. */
const WINDOW = 20;
/** Leading passages searched for the question's names. */
const NAME_DEPTH = 5;
/**
 * A lower-case word no document holds may be a synonym or a typo ("bought", "purhcased"); a name no document
 * holds ("Kublai", "Egypt") says the question is about something else. The first counts this share of its
 * weight, and less in a small corpus, where most ordinary words are absent ("How long do refunds take?" asked
 * of a one-page policy): in proportion to its size up to SIZEABLE chunks.
 */
const ABSENT_WORD_SHARE = 0.3;
const SIZEABLE = 200;

export function absentWordShare(chunks: number): number {
  return ABSENT_WORD_SHARE * Math.min(1, chunks / SIZEABLE);
}

/** The weight a query word carries in coverage. */
export function termMass(term: QueryTerm): number {
  return term.idf * term.weight * (term.share ?? 1);
}

export function answerEvidence(terms: QueryTerm[], ranked: RankedChunk[], candidates: Map<string, CandidateChunk>, documents: number): AnswerEvidence {
  const best = ranked[0];
  if (!best || best.score <= 0) return { ...NO_EVIDENCE, documents };
  const total = terms.reduce((sum, t) => sum + termMass(t), 0) || 1;
  const other = ranked.find((r) => r.documentId !== best.documentId);
  return {
    coverage: best.coverage,
    windowCoverage: windowMass(terms, candidates.get(best.id)) / total,
    missingNames: Math.min(...ranked.slice(0, NAME_DEPTH).map((r) => r.missingNames)),
    strength: Math.log(1 + best.score / total),
    documentLead: 1 - (other?.score ?? 0) / best.score,
    documents,
  };
}

/** The mass of distinct query words inside the chunk's densest window; title words count in every window. */
function windowMass(terms: QueryTerm[], chunk: CandidateChunk | undefined): number {
  if (!chunk) return 0;
  const occurrences: Array<{ position: number; term: QueryTerm }> = [];
  let title = 0;
  for (const term of terms) {
    const hit = chunk.hits.get(term.lexeme);
    if (!hit) continue;
    if (!hit.bodyPositions.length) title += termMass(term);
    for (const position of hit.bodyPositions) occurrences.push({ position, term });
  }
  occurrences.sort((a, b) => a.position - b.position);
  let best = 0;
  for (let start = 0; start < occurrences.length; start++) {
    const seen = new Set<QueryTerm>();
    let mass = 0;
    for (let i = start; i < occurrences.length && occurrences[i].position - occurrences[start].position < WINDOW; i++) {
      if (seen.has(occurrences[i].term)) continue;
      seen.add(occurrences[i].term);
      mass += termMass(occurrences[i].term);
    }
    best = Math.max(best, mass);
  }
  return best + title;
}
