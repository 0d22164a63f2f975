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
    coefficients: { intercept: -3.5, coverage: -0.06, windowCoverage: 0.81, missingNames: -3.49, strength: 2.58, documentLead: 1.62 },
    threshold: 0.32,
  },
  one: {
    coefficients: { intercept: -5.28, coverage: 0.49, windowCoverage: 0.5, missingNames: -2.73, strength: 4.47 },
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
