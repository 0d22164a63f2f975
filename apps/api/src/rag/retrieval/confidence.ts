/**
 * Confidence that a passage holds the answer, from its keyword ranking: a logistic curve over how much of the
 * question's IDF mass it matches and how close its score comes to the best one. The coefficients were fitted
 * on the retrieval benchmark (docs/retrieval.md), so 0.8 means about 8 in 10 such passages were right.
 */
export const CONFIDENCE_MODEL = { intercept: -4.2, coverage: 3.4, relative: 2.6 };

export function keywordConfidence(coverage: number, score: number, bestScore: number): number {
  const relative = bestScore > 0 ? score / bestScore : 0;
  const z = CONFIDENCE_MODEL.intercept + CONFIDENCE_MODEL.coverage * coverage + CONFIDENCE_MODEL.relative * relative;
  return round(1 / (1 + Math.exp(-z)));
}

/** Vector-only passages: cosine similarity mapped onto 0..1 (distance 0 → 1, distance ≥ 1 → 0). */
export function vectorConfidence(distance: number): number {
  return round(Math.min(1, Math.max(0, 1 - distance)));
}

const round = (x: number) => Math.round(x * 1000) / 1000;
