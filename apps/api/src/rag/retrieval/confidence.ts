/**
 * Confidence that a passage holds the answer, from the keyword ranking: a logistic curve over how close its
 * score comes to the best one and, for the best passage, how far it leads the runner-up. Fitted on the
 * retrieval benchmark by bench/retrieval/harness/fit-confidence.mjs (docs/retrieval.md), where 0.9 means
 * about 9 in 10 such passages were right.
 * The benchmark asks only answerable questions, so a prior caps passages that match little of the question:
 * below a tenth of its IDF mass, confidence falls in proportion.
 */
export const CONFIDENCE_MODEL = { intercept: -1.42, relative: 1.51, lead: 5.64, coverageFloor: 0.1 };

export interface RankedScore {
  score: number;
  coverage: number;
}

export function keywordConfidences(ranked: RankedScore[]): number[] {
  const best = ranked[0]?.score ?? 0;
  const runnerUp = ranked[1]?.score ?? 0;
  return ranked.map((r, i) => {
    if (best <= 0) return 0;
    const relative = r.score / best;
    const lead = i === 0 ? 1 - runnerUp / best : 0;
    const z = CONFIDENCE_MODEL.intercept + CONFIDENCE_MODEL.relative * relative + CONFIDENCE_MODEL.lead * lead;
    const prior = Math.min(1, r.coverage / CONFIDENCE_MODEL.coverageFloor);
    return round(prior / (1 + Math.exp(-z)));
  });
}

/** Vector-only passages: cosine similarity mapped onto 0..1 (distance 0 → 1, distance ≥ 1 → 0). */
export function vectorConfidence(distance: number): number {
  return round(Math.min(1, Math.max(0, 1 - distance)));
}

const round = (x: number) => Math.round(x * 1000) / 1000;
