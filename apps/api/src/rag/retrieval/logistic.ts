/** Coefficients of a logistic curve: an intercept and one weight per named feature. */
export type Coefficients = { intercept: number } & Record<string, number>;

/** sigmoid(intercept + Σ weight × feature) over the features the coefficients name. */
export function logistic(coefficients: Coefficients, features: Record<string, number>): number {
  let z = coefficients.intercept;
  for (const [name, weight] of Object.entries(coefficients)) if (name !== 'intercept') z += weight * (features[name] ?? 0);
  return 1 / (1 + Math.exp(-z));
}
