// How the benchmark scores retrieval and answers (see bench/retrieval/data/README.md).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** The passage comes from the question's PDF and from a page on which the gold paragraph lies. */
export function isHit(passage, expected) {
  return passage.name === expected.name && expected.pages.includes(passage.page);
}

const normalize = (s) => s.toLowerCase().replace(/\s+/g, ' ').trim();

export function containsGold(answer, answers) {
  const text = normalize(answer);
  return answers.some((a) => text.includes(normalize(a)));
}

/** The "not in your documents" reply: by its status where the API reports one, else by its English text. */
export function isNotFound(response) {
  if (response.answer_status) return response.answer_status === 'not_found';
  return /^I couldn.t find anything about that in your documents\.$/.test(response.answer.trim());
}

/** Confidence of the first source shown with a chat answer; 0 when none is shown. */
export const topConfidence = (response) => response.source_documents[0]?.confidence ?? 0;

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Area under the ROC curve: the chance that a random positive scores above a random negative (ties count
 * half). 1.0 separates the two groups perfectly, 0.5 is chance.
 */
export function auroc(positives, negatives) {
  if (!positives.length || !negatives.length) return NaN;
  const all = [...positives.map((s) => ({ s, p: 1 })), ...negatives.map((s) => ({ s, p: 0 }))].sort((a, b) => a.s - b.s);
  let rankSum = 0;
  for (let i = 0; i < all.length; ) {
    let j = i;
    while (j < all.length && all[j].s === all[i].s) j++;
    const midRank = (i + j + 1) / 2; // ranks are 1-based
    for (let k = i; k < j; k++) if (all[k].p) rankSum += midRank;
    i = j;
  }
  const n = positives.length;
  return (rankSum - (n * (n + 1)) / 2) / (n * negatives.length);
}

/** One row per question: { hit1, hit5, gold, answered } → the table's figures. */
export function summarize(rows) {
  const share = (key) => rows.filter((r) => r[key]).length / rows.length;
  return { questions: rows.length, hit5: share('hit5'), hit1: share('hit1'), gold: share('gold'), answered: share('answered') };
}

export function questionsOf(made) {
  return made.flatMap(({ article, name, paragraphPages }, index) =>
    article.questions.map((q) => ({ ...q, article: article.squad_title, fold: index % FOLDS, expected: { name, pages: paragraphPages[q.paragraph_index] } })),
  );
}

/**
 * Folds for cross-validation by article: the i-th article of each set is in fold i mod 4. The look-alike
 * questions follow the fold of the article they were written against.
 */
export const FOLDS = 4;

function loadSet(file) {
  return JSON.parse(readFileSync(join(here, 'data', file), 'utf8'));
}

/** Questions about 8 articles that were never uploaded: the right reply is "not in your documents". */
export function offTopicQuestions() {
  const set = loadSet('offtopic-dev.json');
  const articles = [...new Set(set.map((q) => q.article))];
  return set.map((q) => ({ ...q, fold: articles.indexOf(q.article) % FOLDS }));
}

/** SQuAD 2.0's unanswerable look-alikes, written against paragraphs of four of the uploaded articles. */
export function unanswerableQuestions(made) {
  const foldOf = new Map(made.map(({ article }, index) => [article.squad_title, index % FOLDS]));
  return loadSet('unanswerable-dev.json').map((q) => ({ ...q, fold: foldOf.get(q.article) }));
}

/** "What is this document about?" in three phrasings per PDF, each naming the PDF's title. */
export function overviewQuestions(made) {
  const phrasings = [(t) => `What is ${t} about?`, (t) => `Summarize ${t}.`, (t) => `Give me an overview of ${t}.`];
  return made.flatMap(({ article, name }) => phrasings.map((ask) => ({ question: ask(article.article_title), name })));
}

/**
 * An overview passes when its answer cites only the named PDF (the "[name, p. N]" citations of extractive
 * answers, and every source shown) and one of its citations is the PDF's first page.
 */
export function overviewPasses(response, name) {
  const cited = [...response.answer.matchAll(/\[([^\]]+), p\. (\d+)\]/g)].map((m) => ({ name: m[1], page: Number(m[2]) }));
  const shown = response.source_documents;
  return (
    !isNotFound(response) &&
    cited.length > 0 &&
    [...cited, ...shown].every((c) => c.name === name) &&
    cited.some((c) => c.page === 1)
  );
}
