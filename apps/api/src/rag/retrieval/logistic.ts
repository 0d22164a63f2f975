/** Coefficients of a logistic curve: an intercept and one weight per named feature. */
export type Coefficients = { intercept: number } & Record<string, number>;

/** sigmoid(intercept + Σ weight × feature) over the features the coefficients name. */
export function logistic(coefficients: Coefficients, features: Record<string, number>): number {
  let z = coefficients.intercept;
  for (const [name, weight] of weightsOf(coefficients)) z += weight * (features[name] ?? 0);
  return 1 / (1 + Math.exp(-z));
}

/** The named weights of a set of coefficients, in their order, listed once per set: curves are called per passage. */
const weights = new WeakMap<Coefficients, Array<[string, number]>>();

function weightsOf(coefficients: Coefficients): Array<[string, number]> {
  let list = weights.get(coefficients);
  if (!list) weights.set(coefficients, (list = Object.entries(coefficients).filter(([name]) => name !== 'intercept')));
  return list;
}
