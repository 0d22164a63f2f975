import { splitSentences } from '../chunking/sentences.js';
import type { Passage } from '../rag.types.js';
import { answerTypeOf, contentWords, holdsAnswerType } from './extractive-terms.js';

export interface ScoredSentence {
  text: string;
  passage: number;
  /** Position of the sentence within its passage. */
  index: number;
  /** Offset of the sentence's first character in its passage's text. */
  offset: number;
  score: number;
}

/** Bonus for a sentence that holds the kind of thing asked for (a year for "when", a number for "how many"). */
const ANSWER_TYPE_BONUS = 0.6;
/** How much the retrieval rank of the passage counts, as a share of the question's weight. */
const PASSAGE_PRIOR = 0.35;

/**
 * Scores every sentence of the passages by the question words it contains (weighted by how rare they are
 * among these sentences), the kind of answer the question asks for, and the rank of its passage.
 */
export function scoreSentences(question: string, passages: Passage[]): ScoredSentence[] {
  const asked = new Set(contentWords(question));
  const sentences = passages.flatMap((p, passage) =>
    splitSentences(p.text).map((s, index) => ({ text: s.text, passage, index, offset: s.offset, words: new Set(contentWords(s.text)) })),
  );
  if (!asked.size || !sentences.length) return [];
  const frequency = new Map<string, number>();
  for (const s of sentences) for (const w of s.words) if (asked.has(w)) frequency.set(w, (frequency.get(w) ?? 0) + 1);
  // A question word found in no sentence weighs most: the passages may not be about the question at all.
  const weight = (w: string) => Math.log(1 + sentences.length / (frequency.get(w) ?? 0.5));
  const total = [...asked].reduce((sum, w) => sum + weight(w), 0) || 1;
  const type = answerTypeOf(question);

  return sentences.map((s) => {
    let matched = 0;
    for (const w of asked) if (s.words.has(w)) matched += weight(w);
    let score = matched / total;
    if (matched > 0) {
      if (holdsAnswerType(type, s.text, question)) score += ANSWER_TYPE_BONUS * (matched / total);
      score += PASSAGE_PRIOR * passages[s.passage].confidence * (matched / total);
      // A sentence that only repeats the question holds no answer.
      if ([...s.words].every((w) => asked.has(w))) score *= 0.3;
    }
    return { text: s.text, passage: s.passage, index: s.index, offset: s.offset, score };
  });
}
