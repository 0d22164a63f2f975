// Fits the confidence curve (apps/api/src/rag/retrieval/confidence.ts) on the features the harness dumps:
//   DUMP=/tmp/features.json node bench/retrieval/harness/run.mjs && node bench/retrieval/harness/fit-confidence.mjs /tmp/features.json
// Logistic regression by Newton's method on (relative score, lead of the best passage), then the reliability
// table of the fitted curve with the coverage prior applied, as docs/retrieval.md shows it.
import { readFileSync } from 'node:fs';

const rows = JSON.parse(readFileSync(process.argv[2] ?? '/tmp/features.json', 'utf8'));
const runnerUps = new Map(rows.filter((r) => r.rank === 1).map((r) => [r.question, r.relative]));
const samples = rows.map((r) => {
  const runnerUp = runnerUps.get(r.question) ?? 0;
  return { x: [1, r.relative, r.rank === 0 ? 1 - runnerUp : 0], y: r.hit ? 1 : 0, coverage: r.coverage };
});

const sigmoid = (z) => 1 / (1 + Math.exp(-z));
const dot = (a, b) => a.reduce((s, v, i) => s + v * b[i], 0);
let w = [0, 0, 0];
for (let iteration = 0; iteration < 50; iteration++) {
  const gradient = [0, 0, 0];
  const hessian = [[0, 0, 0], [0, 0, 0], [0, 0, 0]];
  for (const { x, y } of samples) {
    const p = sigmoid(dot(w, x));
    for (let i = 0; i < 3; i++) {
      gradient[i] += (y - p) * x[i];
      for (let j = 0; j < 3; j++) hessian[i][j] += p * (1 - p) * x[i] * x[j];
    }
  }
  for (let i = 0; i < 3; i++) hessian[i][i] += 1e-6;
  const step = solve(hessian, gradient);
  w = w.map((v, i) => v + step[i]);
  if (Math.max(...step.map(Math.abs)) < 1e-9) break;
}
const [intercept, relative, lead] = w.map((v) => Math.round(v * 100) / 100);
console.log(`CONFIDENCE_MODEL = { intercept: ${intercept}, relative: ${relative}, lead: ${lead}, coverageFloor: 0.1 }  (${samples.length} passages)`);

const bins = [0, 0.2, 0.4, 0.6, 0.8, 1.0001].slice(1).map((high, i, all) => ({ low: i ? all[i - 1] : 0, high, n: 0, sum: 0, right: 0 }));
for (const s of samples) {
  const confidence = Math.min(1, s.coverage / 0.1) * sigmoid(intercept + relative * s.x[1] + lead * s.x[2]);
  const bin = bins.find((b) => confidence < b.high);
  bin.n++;
  bin.sum += confidence;
  bin.right += s.y;
}
console.log('| confidence | passages | mean confidence | share right |\n|---|---|---|---|');
for (const b of bins) if (b.n) console.log(`| ${b.low.toFixed(1)}–${Math.min(1, b.high).toFixed(1)} | ${b.n} | ${(b.sum / b.n).toFixed(2)} | ${(b.right / b.n).toFixed(2)} |`);

/** Gaussian elimination with partial pivoting: the 3×3 Newton step. */
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
