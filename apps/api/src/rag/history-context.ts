import { contentWords } from './answering/extractive-terms.js';
import { documentTitle } from './chunking/document-title.js';
import type { PriorTurn } from './rag.types.js';
import { isName, type WeightedText } from './retrieval/query-terms.js';

/**
 * Earlier turns resolve what a question points at; they never replace what it asks. A question that stands on
 * its own ("What is the capital of Australia?") is searched, and judged answerable or not, exactly as in a fresh
 * session: words of an earlier question about Apollo 11 would otherwise make an Apollo page look like it answers
 * it. A question that points back gets, beside its own words, only what it points at:
 * - a pronoun or "that" ("When did he die?", "What was the budget for that?"): the names of the latest
 *   question and the title of the document its answer came from, the usual referents;
 * - a continuation ("And in 1990?", "What about Kenya?", "Why?", no word of its own): the earlier questions
 *   themselves, which it carries on.
 */
const TURNS = 2;
const REFERENT_WEIGHT = 0.5;
const CONTINUED_WEIGHT = 0.5;

/** Third-person pronouns (English, Hindi). */
const PRONOUN = /\b(he|she|it|they|him|her|them|his|its|their|hers|theirs|himself|herself|itself|themselves)\b|(?:^|\s)(वह|वे|उस|उसका|उसकी|उसके|उसे|उन|उनका|उनकी|उनके|उन्हें|उन्होंने|इसका|इसकी|इसके|इसे)(?=[\s?।]|$)/iu;
/**
 * "that", "this", "these", "those" pointing back: after a verb's auxiliary or a preposition ("when did that
 * happen?", "the budget for that"), or ending the question. After a noun it opens a clause ("the river that
 * flows through Warsaw") and points at nothing before.
 */
const DEMONSTRATIVE =
  /(?:^|\b(?:about|for|of|in|on|at|to|from|by|with|after|before|during|since|like|than|did|does|do|was|is|were|are|has|have|had|will|would|can|could)\s+)(?:that|this|these|those)\b|\b(?:that|this|these|those)\W*$/i;
/** A question that carries on the one before it. */
const CONTINUATION = /^\W*(and|also|or|but|then|what about|how about|what else|tell me more|go on|more)\b/i;

export type Reference = 'none' | 'pronoun' | 'continuation';

/** Whether, and how, a question leans on the turns before it. */
export function referenceOf(question: string): Reference {
  if (CONTINUATION.test(question) || !contentWords(question).length) return 'continuation';
  if (PRONOUN.test(question) || DEMONSTRATIVE.test(question)) return 'pronoun';
  return 'none';
}

/** What retrieval searches for a question asked after `history` (oldest first): the question itself first. */
export function questionInContext(question: string, history: PriorTurn[] | undefined): WeightedText[] {
  const texts: WeightedText[] = [{ text: question, weight: 1 }];
  const reference = history?.length ? referenceOf(question) : 'none';
  if (reference === 'none') return texts;
  const latest = history!.slice(-TURNS).reverse();
  latest.forEach((turn, i) => {
    const fade = 1 / (i + 1);
    if (reference === 'continuation') texts.push({ text: turn.message, weight: CONTINUED_WEIGHT * fade });
    const referent = referentOf(turn);
    if (referent) texts.push({ text: referent, weight: REFERENT_WEIGHT * fade });
  });
  return texts;
}

/** The names a turn's question wrote ("Nikola Tesla", "ABC") and the title of the document its answer cited first. */
function referentOf(turn: PriorTurn): string {
  const words = turn.message.split(/\s+/).filter(Boolean);
  const names = words.filter((_, i) => isName(words, i)).map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''));
  const source = turn.sources?.[0];
  return [...names, ...(source ? [documentTitle(source.name)] : [])].join(' ');
}

/** Passages looked at for a question asked in a conversation, of which the ANSWER_PASSAGES best are kept. */
export const CONVERSATION_DEPTH = 10;
/** Ranks a passage moves up for coming from the document, and then the page, the latest answer cited first. */
const SAME_DOCUMENT = 2;
const SAME_PAGE = 1;

/**
 * The passages, best first, with those of the document (and page) the conversation's latest answer cited moved up a
 * little: among passages that answer the question alike, the one the conversation is about comes first ("Who
 * designed it?" after a question about one building). Only the order changes: whether the documents answer at
 * all was decided from the question.
 */
export function inConversationOrder<T extends { documentId: string; page: number }>(passages: T[], history: PriorTurn[] | undefined): T[] {
  const cited = history?.findLast((turn) => turn.sources?.length)?.sources?.[0];
  if (!cited) return passages;
  const rank = (p: T, i: number) => i - (p.documentId === cited.document_id ? SAME_DOCUMENT + (p.page === cited.page ? SAME_PAGE : 0) : 0);
  return passages
    .map((p, i) => ({ p, key: rank(p, i), i }))
    .sort((a, b) => a.key - b.key || a.i - b.i)
    .map(({ p }) => p);
}
