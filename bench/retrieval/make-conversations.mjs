// Builds the conversation development set (data/conversations-dev.json) from the evaluation questions: sessions of
// two turns asked with context, to check that earlier turns resolve what a follow-up points at and never replace
// what a new question asks. Deterministic: run it again and the file is the same.
//   node bench/retrieval/make-conversations.mjs
// Three kinds of session (see data/README.md):
// - offtopic-after: an answerable question, then an off-topic one (offtopic-dev.json): the second must be refused;
// - same-page: two questions whose answers lie on the same page of the same PDF: the second must be answered
//   from that page;
// - pronoun: two questions of the same paragraph (else the same page) that name the same subject, the second with
//   that subject replaced by a pronoun ("In what year did Tesla die?" → "When did he graduate?"): the second must
//   be answered from its page.
// Data: SQuAD v1.1 development questions, CC BY-SA 4.0; the file made from them carries the same license.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makePdfs } from './make-pdfs.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const OUT = join(here, 'data/conversations-dev.json');

/**
 * How each article's subject is written in its questions, and the pronouns that stand for it: subject, object,
 * possessive. Longer spellings first, so "Nikola Tesla's" is replaced whole.
 */
const SUBJECTS = {
  Warsaw: { names: ["Warsaw's", 'Warsaw'], pronouns: ['it', 'it', 'its'] },
  Normans: { names: ["the Normans'", 'the Normans', "Normans'", 'Normans'], pronouns: ['they', 'them', 'their'] },
  Nikola_Tesla: { names: ["Nikola Tesla's", 'Nikola Tesla', "Tesla's", 'Tesla'], pronouns: ['he', 'him', 'his'] },
  Teacher: { names: ["teachers'", 'teachers'], pronouns: ['they', 'them', 'their'] },
  'Sky_(United_Kingdom)': { names: ["BSkyB's", 'BSkyB', "Sky's", 'Sky UK', 'Sky'], pronouns: ['it', 'it', 'its'] },
  'Victoria_(Australia)': { names: ["Victoria's", 'Victoria'], pronouns: ['it', 'it', 'its'] },
  Huguenot: { names: ["the Huguenots'", 'the Huguenots', "Huguenots'", 'Huguenots'], pronouns: ['they', 'them', 'their'] },
  Ctenophora: { names: ['ctenophores', 'Ctenophores', 'ctenophora', 'Ctenophora'], pronouns: ['they', 'them', 'their'] },
  Geology: { names: ['geologists'], pronouns: ['they', 'them', 'their'] },
  Pharmacy: { names: ["pharmacists'", 'pharmacists'], pronouns: ['they', 'them', 'their'] },
  Construction: { names: [], pronouns: ['it', 'it', 'its'] },
  Private_school: { names: ['private schools'], pronouns: ['they', 'them', 'their'] },
  Kenya: { names: ["Kenya's", 'Kenya'], pronouns: ['it', 'it', 'its'] },
  Chloroplast: { names: ['chloroplasts', 'Chloroplasts'], pronouns: ['they', 'them', 'their'] },
  Prime_number: { names: ['prime numbers', 'Prime numbers', 'primes'], pronouns: ['they', 'them', 'their'] },
  Scottish_Parliament: { names: ["the Scottish Parliament's", 'the Scottish Parliament', "Scottish Parliament's", 'Scottish Parliament'], pronouns: ['it', 'it', 'its'] },
};

/** After one of these, or before one, the subject is the sentence's subject ("When did Tesla die?"), else an object. */
const AUXILIARY = /^(did|does|do|was|is|were|are|has|have|had|can|could|would|will|should|might|may)$/i;
/** An object pronoun fits after a preposition or a verb ("in Kenya", "liberated Warsaw", "attended private schools"). */
const OBJECT_AFTER = /^(of|in|on|at|to|for|from|by|with|about|against|into|than|as|\p{Ll}+(ing|ed|es|ts))$/u;
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The question with its first mention of the subject replaced by a pronoun, or null when none fits. */
export function withPronoun(question, subject) {
  for (const name of subject.names) {
    const match = new RegExp(`(^|[^\\p{L}])(${escape(name)})(?![\\p{L}\\p{N}+-])`, 'u').exec(question);
    if (!match) continue;
    const at = match.index + match[1].length;
    const before = question.slice(0, at);
    const after = question.slice(at + name.length);
    const previous = before.trim().split(/\s+/).at(-1) ?? '';
    const next = after.trim().split(/\s+/)[0]?.replace(/[^\p{L}]/gu, '') ?? '';
    // A name inside a longer name ("the Tesla coil", "Sky News") is not the subject.
    if (/^\s+\p{Lu}/u.test(after) && !/'s?$/.test(name)) continue;
    // "What kind of chloroplasts": a kind of the subject, not the subject.
    if (/\b(kind|type|types|kinds) of\s*$/i.test(before)) continue;
    const possessive = /'s?$/.test(name);
    const [subj, obj, poss] = subject.pronouns;
    const asSubject = !previous || AUXILIARY.test(previous) || (AUXILIARY.test(next) && /^(that|and|but)$/i.test(previous));
    if (!possessive && !asSubject && !OBJECT_AFTER.test(previous)) continue; // "Australian private schools"
    let pronoun = possessive ? poss : asSubject ? subj : obj;
    if (at === 0) pronoun = pronoun[0].toUpperCase() + pronoun.slice(1);
    return before + pronoun + after;
  }
  return null;
}

const mentions = (question, subject) => subject.names.some((n) => new RegExp(`(^|[^\\p{L}])${escape(n)}(?![\\p{L}])`, 'u').test(question));

/** A fixed shuffle, so the set does not depend on the order of the source files beyond their content. */
function seeded(seed) {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s ^ (s >>> 15), 2246822507) + 0x9e3779b9) >>> 0) / 2 ** 32);
}

export async function makeConversations() {
  const dir = mkdtempSync(join(tmpdir(), 'pagewise-conversations-'));
  try {
    const made = await makePdfs(dir);
    const offTopic = JSON.parse(readFileSync(join(here, 'data/offtopic-dev.json'), 'utf8'));
    const random = seeded(35);
    const sessions = [];
    const turn = (article, q) => ({ question: q.question, article: article.squad_title, paragraph_index: q.paragraph_index, answers: q.answers });

    // Off-topic after on-topic: each off-topic question follows an answerable one, taken round the 16 articles.
    const answerable = made.flatMap(({ article }) => article.questions.map((q) => ({ article, q })));
    offTopic.forEach((o, i) => {
      const { article, q } = answerable[Math.floor(random() * answerable.length)];
      sessions.push({ id: `offtopic-after-${i + 1}`, kind: 'offtopic-after', turns: [turn(article, q), { question: o.question, article: o.article, offtopic: true }] });
    });

    for (const { article, paragraphPages } of made) {
      const pagesOf = (q) => paragraphPages[q.paragraph_index];
      const samePage = (a, b) => pagesOf(a).some((p) => pagesOf(b).includes(p));
      const questions = [...article.questions].sort((a, b) => a.paragraph_index - b.paragraph_index || a.answer_start - b.answer_start);
      // Same page: each question after the one before it in reading order, when both answers lie on one page.
      questions.forEach((q, i) => {
        const prior = questions[i - 1];
        if (prior && samePage(prior, q)) {
          sessions.push({ id: `same-page-${article.squad_title}-${i}`, kind: 'same-page', turns: [turn(article, prior), turn(article, q)] });
        }
      });
      // Pronoun: a question naming the subject, after another naming it about the same paragraph (else page).
      const subject = SUBJECTS[article.squad_title];
      for (const q of questions) {
        const follow = withPronoun(q.question, subject);
        if (!follow) continue;
        const others = questions.filter((o) => o !== q && mentions(o.question, subject));
        const prior = others.find((o) => o.paragraph_index === q.paragraph_index) ?? others.find((o) => samePage(o, q));
        if (!prior) continue;
        sessions.push({ id: `pronoun-${q.id}`, kind: 'pronoun', turns: [turn(article, prior), { ...turn(article, q), question: follow, original: q.question }] });
      }
    }
    return sessions;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const sessions = await makeConversations();
  writeFileSync(OUT, `${JSON.stringify(sessions, null, 1)}\n`);
  const count = (kind) => sessions.filter((s) => s.kind === kind).length;
  console.log(`${sessions.length} sessions in ${OUT}: ${count('offtopic-after')} off-topic after on-topic, ${count('same-page')} same page, ${count('pronoun')} pronoun follow-ups`);
}
