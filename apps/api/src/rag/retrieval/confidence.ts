import type { AnswerEvidence } from './answer-evidence.js';
import { type Coefficients, logistic } from './logistic.js';

/**
 * Confidence that a passage is the one that answers the question: a logistic curve over how close its score
 * comes to the best one, how far the best one leads, what the question's evidence says (answer-evidence.ts)
 * and whether the passage lacks a name the question asks about. Fitted by
 * bench/retrieval/harness/fit-confidence.mjs on answerable questions and on questions the documents cannot
 * answer (for which every passage counts as wrong), so that passages shown with 0.7 were right about 7 times
 * in 10 there (docs/retrieval.md). An organization with a single document has a curve of its own.
 */
export const CONFIDENCE: Record<'several' | 'one', Coefficients> = {
  several: { intercept: -6.9, relative: 2.68, lead: 1.36, windowCoverage: 0.67, missingNames: -1.47, documentLead: 2.33, strength: 2.05 },
  one: { intercept: -7.25, relative: 1.81, lead: 0.7, windowCoverage: 1.12, missingNames: -1.22, strength: 3.82 },
};

export interface RankedScore {
  score: number;
  missingNames: number;
}

export function keywordConfidences(ranked: RankedScore[], evidence: AnswerEvidence): number[] {
  const best = ranked[0]?.score ?? 0;
  const runnerUp = ranked[1]?.score ?? 0;
  const coefficients = CONFIDENCE[evidence.documents > 1 ? 'several' : 'one'];
  return ranked.map((r, i) => {
    if (best <= 0) return 0;
    const features = {
      relative: r.score / best,
      lead: i === 0 ? 1 - runnerUp / best : 0,
      windowCoverage: evidence.windowCoverage,
      missingNames: r.missingNames,
      documentLead: evidence.documentLead,
      strength: evidence.strength,
    };
    return round(logistic(coefficients, features));
  });
}

/** Vector-only passages: cosine similarity mapped onto 0..1 (distance 0 → 1, distance ≥ 1 → 0). */
export function vectorConfidence(distance: number): number {
  return round(Math.min(1, Math.max(0, 1 - distance)));
}

const round = (x: number) => Math.round(x * 1000) / 1000;
