// Runs every benchmark question through the engine in process and records what abstention and confidence are
// fitted on: the retrieval evidence of each question and the features of the passages POST /v1/query would
// return, with whether each passage is right (right PDF and page; never, for questions the PDFs cannot answer).
import { containsGold, isHit, offTopicQuestions, questionsOf, unanswerableQuestions } from '../scoring.mjs';
import { load } from './engine.mjs';

const TOP_K = 5;

/** Every question, with the organization it is asked in. */
function questionsFor(engine) {
  const { made, organizationOf, layout } = engine;
  const answerable = questionsOf(made).map((q) => ({ ...q, set: 'answerable', org: organizationOf(q.article) }));
  const lookAlikes = unanswerableQuestions(made).map((q) => ({ ...q, set: 'unanswerable', org: organizationOf(q.article) }));
  const offTopic = offTopicQuestions().map((q) => ({ ...q, set: 'offtopic' }));
  if (layout !== 'alone') return [...answerable, ...offTopic.map((q) => ({ ...q, org: engine.org })), ...lookAlikes];
  // Alone, each PDF's organization is asked the off-topic questions of its own fold, so folds stay apart.
  const alone = made.flatMap(({ article }) => {
    const fold = answerable.find((q) => q.article === article.squad_title)?.fold;
    return offTopic.filter((q) => q.fold === fold).map((q) => ({ ...q, org: organizationOf(article.squad_title) }));
  });
  return [...answerable, ...alone, ...lookAlikes];
}

/** One row per question: { set, article, fold, question, answers?, evidence, passages[], hit1, hit5 }. */
export async function collectEvidence(engine) {
  const { db, keyword, retriever } = engine;
  const rows = [];
  for (const q of questionsFor(engine)) {
    const org = q.org;
    const texts = [{ text: q.question, weight: 1 }];
    const { chunks } = await keyword.search(org, texts, 50);
    const { passages, evidence } = await retriever.search(org, texts, TOP_K);
    const texts_ = await db.query('SELECT id, text FROM chunks WHERE id = ANY($1::uuid[])', [chunks.slice(0, 10).map((c) => c.id)]);
    const idByText = new Map(texts_.map((r) => [r.text, r.id]));
    const best = chunks[0]?.score ?? 0;
    const runnerUp = chunks[1]?.score ?? 0;
    const features = new Map(
      chunks.map((c, rank) => [c.id, { relative: best ? c.score / best : 0, lead: rank === 0 && best ? 1 - runnerUp / best : 0, coverage: c.coverage, missingNames: c.missingNames }]),
    );
    const shown = passages.map((p) => ({
      name: p.name,
      page: p.page,
      text: p.text,
      ...features.get(idByText.get(p.text)),
      right: q.expected ? isHit(p, q.expected) : false,
    }));
    rows.push({
      set: q.set,
      article: q.article,
      fold: q.fold,
      question: q.question,
      answers: q.answers,
      evidence,
      passages: shown,
      hit1: shown[0]?.right ?? false,
      hit5: shown.some((p) => p.right),
    });
  }
  return rows;
}

/** The extractive answer to a row's question from its passages, given the confidences a model assigns them. */
export async function answerer() {
  const { compose } = await load('rag/answering/extractive-answer-model.js');
  return (row, confidences, minConfidence) => {
    const passages = row.passages
      .map((p, i) => ({ documentId: p.name, name: p.name, page: p.page, text: p.text, score: 0, confidence: confidences[i] }))
      .filter((p) => p.confidence >= minConfidence);
    const answer = compose(row.question, passages, 'en');
    return { answer, gold: row.answers ? containsGold(answer, row.answers) : false };
  };
}
