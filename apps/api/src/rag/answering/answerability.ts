import type { AnswerEvidence } from '../retrieval/answer-evidence.js';
import { type Coefficients, logistic } from '../retrieval/logistic.js';

/**
 * Whether the documents answer the question at all, from retrieval evidence alone (no model): a logistic curve
 * over how much of the question the best passage holds and how close together, whether the names it asks
 * about are there, how strongly it matches and how clearly one document holds it. An organization with a
 * single document has no "one document clearly holds it" to go on, so it has a curve of its own. Both were
 * fitted, and their thresholds chosen, by bench/retrieval/harness/fit-confidence.mjs with 4-fold
 * cross-validation by article (docs/retrieval.md).
 */
export const ANSWERABILITY: Record<'several' | 'one', { coefficients: Coefficients; threshold: number }> = {
  several: {
    coefficients: { intercept: -3.33, coverage: -0.06, windowCoverage: 0.84, missingNames: -3.57, strength: 2.43, documentLead: 1.66 },
    threshold: 0.32,
  },
  one: {
    coefficients: { intercept: -3.72, coverage: 0.84, windowCoverage: 1.7, missingNames: -3.42, strength: 2.69 },
    threshold: 0.22,
  },
};

/** With an embedder, a passage this similar to the question counts as evidence even when no words are shared. */
const VECTOR_EVIDENCE = 0.5;

export function answerabilityModel(evidence: AnswerEvidence) {
  return ANSWERABILITY[evidence.documents > 1 ? 'several' : 'one'];
}

/** The estimated probability that the documents answer the question. */
export function answerability(evidence: AnswerEvidence): number {
  return logistic(answerabilityModel(evidence).coefficients, { ...evidence });
}

export function isAnswerable(evidence: AnswerEvidence, vectorSimilarity: number | null = null): boolean {
  return answerability(evidence) >= answerabilityModel(evidence).threshold || (vectorSimilarity ?? 0) >= VECTOR_EVIDENCE;
}
