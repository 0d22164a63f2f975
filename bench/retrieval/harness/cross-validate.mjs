// Fits abstention (answering/answerability.ts) and confidence (retrieval/confidence.ts) on the evidence rows,
// with 4-fold cross-validation by article: each fold's models and threshold are fitted on the other three
// folds' articles and scored on this fold's questions, never on the questions being scored.
import { auroc, FOLDS } from '../scoring.mjs';
import { fitLogistic, predict } from './logistic.mjs';

/**
 * The features each model reads (the names of the engine's coefficients). With a single document in the
 * organization, "one document clearly holds the question" is no evidence: that regime leaves documentLead out.
 */
const ANSWERABILITY_FEATURES = ['coverage', 'windowCoverage', 'missingNames', 'strength', 'documentLead'];
const CONFIDENCE_FEATURES = ['relative', 'lead', 'windowCoverage', 'missingNames', 'documentLead', 'strength'];
export const featuresOf = (regime) => {
  const keep = (names) => names.filter((n) => regime === 'several' || n !== 'documentLead');
  return { answerability: keep(ANSWERABILITY_FEATURES), confidence: keep(CONFIDENCE_FEATURES) };
};
/** Rows from an organization with several documents, or with one. */
export const regimeOf = (rows) => (rows[0].evidence.documents > 1 ? 'several' : 'one');
/** The threshold keeps this share of the training folds' answerable questions answered. */
export const ANSWERED_TARGET = Number(process.env.ANSWERED_TARGET ?? 0.965);
/** Passages under this confidence are not given to the answer model (rag.service.ts). */
const MIN_CONFIDENCE = 0.1;

const questionFeatures = (names, row) => names.answerability.map((f) => row.evidence[f]);
const passageFeatures = (names, row, p) => names.confidence.map((f) => (f in p ? p[f] : row.evidence[f]));

/** Fits both models (and the threshold) on the given rows, all from one regime. */
export function fitModels(rows) {
  const names = featuresOf(regimeOf(rows));
  const answerability = fitLogistic(rows.map((r) => questionFeatures(names, r)), rows.map((r) => (r.set === 'answerable' ? 1 : 0)));
  const passages = rows.flatMap((r) => r.passages.map((p) => ({ x: passageFeatures(names, r, p), y: p.right ? 1 : 0 })));
  const confidence = fitLogistic(passages.map((p) => p.x), passages.map((p) => p.y));
  const answerable = rows.filter((r) => r.set === 'answerable').map((r) => predict(answerability, questionFeatures(names, r))).sort((a, b) => a - b);
  const threshold = answerable[Math.floor((1 - ANSWERED_TARGET) * answerable.length)];
  return { names, answerability, confidence, threshold };
}

/** The fitted coefficients as the engine writes them: { intercept, feature: weight, … }. */
export function coefficients(names, w) {
  return Object.fromEntries([['intercept', w[0]], ...names.map((n, i) => [n, w[i + 1]])].map(([n, v]) => [n, Math.round(v * 100) / 100]));
}

/** What the engine would do with these models: abstain or answer, the confidences shown, the answer. */
export function apply(models, row, answer) {
  const probability = predict(models.answerability, questionFeatures(models.names, row));
  const confidences = row.passages.map((p) => Math.round(predict(models.confidence, passageFeatures(models.names, row, p)) * 1000) / 1000);
  const kept = confidences.filter((c) => c >= MIN_CONFIDENCE);
  const abstained = probability < models.threshold || !kept.length;
  const reply = abstained ? null : answer?.(row, confidences, MIN_CONFIDENCE);
  const notFound = abstained || reply?.notFound === true;
  return { probability, confidences, abstained: notFound, topConfidence: notFound ? 0 : confidences[0], gold: !notFound && (reply?.gold ?? false) };
}

/** Out-of-fold results for every row, and per-fold figures. */
export function crossValidate(rows, answer) {
  const scored = [];
  const folds = [];
  for (let fold = 0; fold < FOLDS; fold++) {
    const models = fitModels(rows.filter((r) => r.fold !== fold));
    const held = rows.filter((r) => r.fold === fold).map((r) => ({ row: r, ...apply(models, r, answer) }));
    scored.push(...held);
    const articles = (set) => [...new Set(held.filter((h) => h.row.set === set).map((h) => h.row.article.replace(/_/g, ' ')))].join(', ');
    folds.push({ fold, threshold: models.threshold, articles: `${articles('answerable')}; ${articles('offtopic')}`, ...figures(held) });
  }
  return { folds, pooled: figures(scored), scored };
}

/** The benchmark's figures for a set of scored rows. */
export function figures(scored) {
  const of = (set) => scored.filter((s) => s.row.set === set);
  const share = (list, test) => (list.length ? list.filter(test).length / list.length : NaN);
  const [answerable, offTopic, lookAlikes] = [of('answerable'), of('offtopic'), of('unanswerable')];
  const top = (list) => list.map((s) => s.topConfidence);
  return {
    answered: share(answerable, (s) => !s.abstained),
    gold: share(answerable, (s) => s.gold),
    hit1: share(answerable, (s) => s.row.hit1),
    hit5: share(answerable, (s) => s.row.hit5),
    offTopicAbstain: share(offTopic, (s) => s.abstained),
    offTopicAuroc: auroc(top(answerable), top(offTopic)),
    lookAlikeAbstain: share(lookAlikes, (s) => s.abstained),
    lookAlikeAuroc: auroc(top(answerable), top(lookAlikes)),
  };
}

/**
 * Passages by out-of-fold confidence: how often those with confidence c were right. shown: only the sources
 * chat shows (answered questions, confidence ≥ MIN_CONFIDENCE); else every top-5 passage of every question.
 */
export function reliability(scored, { shown = false } = {}) {
  const bins = [0.2, 0.4, 0.6, 0.8, 1.0001].map((high, i, all) => ({ low: i ? all[i - 1] : 0, high, n: 0, sum: 0, right: 0 }));
  for (const s of scored) {
    if (shown && s.abstained) continue;
    s.row.passages.forEach((p, i) => {
      const c = s.confidences[i];
      if (shown && c < MIN_CONFIDENCE) return;
      const bin = bins.find((b) => c < b.high);
      bin.n++;
      bin.sum += c;
      bin.right += p.right ? 1 : 0;
    });
  }
  return bins.filter((b) => b.n).map((b) => ({ range: `${b.low.toFixed(1)}–${Math.min(1, b.high).toFixed(1)}`, passages: b.n, mean: b.sum / b.n, right: b.right / b.n }));
}
