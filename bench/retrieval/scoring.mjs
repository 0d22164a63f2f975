// How the benchmark scores retrieval and answers (see bench/retrieval/data/README.md).

/** The passage comes from the question's PDF and from a page on which the gold paragraph lies. */
export function isHit(passage, expected) {
  return passage.name === expected.name && expected.pages.includes(passage.page);
}

const normalize = (s) => s.toLowerCase().replace(/\s+/g, ' ').trim();

export function containsGold(answer, answers) {
  const text = normalize(answer);
  return answers.some((a) => text.includes(normalize(a)));
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** One row per question: { hit1, hit5, gold } → the table's figures. */
export function summarize(rows) {
  const share = (key) => rows.filter((r) => r[key]).length / rows.length;
  return { questions: rows.length, hit5: share('hit5'), hit1: share('hit1'), gold: share('gold') };
}

export function questionsOf(made) {
  return made.flatMap(({ article, name, paragraphPages }) =>
    article.questions.map((q) => ({ ...q, expected: { name, pages: paragraphPages[q.paragraph_index] } })),
  );
}
