// Logistic regression by Newton's method, with a small L2 penalty on the slopes (not on the intercept).

export const sigmoid = (z) => 1 / (1 + Math.exp(-z));

/** Fits w for P(y = 1 | x) = sigmoid(w · [1, ...x]); y may be 0/1. */
export function fitLogistic(rows, labels, l2 = 1e-3) {
  const X = rows.map((x) => [1, ...x]);
  const d = X[0].length;
  let w = new Array(d).fill(0);
  for (let iteration = 0; iteration < 100; iteration++) {
    const gradient = new Array(d).fill(0);
    const hessian = Array.from({ length: d }, () => new Array(d).fill(0));
    X.forEach((x, n) => {
      const p = sigmoid(dot(w, x));
      for (let i = 0; i < d; i++) {
        gradient[i] += (labels[n] - p) * x[i];
        for (let j = 0; j < d; j++) hessian[i][j] += p * (1 - p) * x[i] * x[j];
      }
    });
    for (let i = 1; i < d; i++) {
      gradient[i] -= l2 * X.length * w[i];
      hessian[i][i] += l2 * X.length;
    }
    hessian[0][0] += 1e-9;
    const step = solve(hessian, gradient);
    w = w.map((v, i) => v + step[i]);
    if (Math.max(...step.map(Math.abs)) < 1e-10) break;
  }
  return w;
}

export const predict = (w, x) => sigmoid(w[0] + x.reduce((s, v, i) => s + v * w[i + 1], 0));

const dot = (a, b) => a.reduce((s, v, i) => s + v * b[i], 0);

/** Gaussian elimination with partial pivoting: the Newton step. */
function solve(a, b) {
  const m = a.map((row, i) => [...row, b[i]]);
  const n = b.length;
  for (let c = 0; c < n; c++) {
    const pivot = m.slice(c).reduce((best, row, i) => (Math.abs(row[c]) > Math.abs(m[best][c]) ? c + i : best), c);
    [m[c], m[pivot]] = [m[pivot], m[c]];
    for (let r = c + 1; r < n; r++) {
      const f = m[r][c] / m[c][c];
      for (let k = c; k <= n; k++) m[r][k] -= f * m[c][k];
    }
  }
  const x = new Array(n).fill(0);
  for (let r = n - 1; r >= 0; r--) x[r] = (m[r][n] - m[r].slice(r + 1, n).reduce((s, v, i) => s + v * x[r + 1 + i], 0)) / m[r][r];
  return x;
}
