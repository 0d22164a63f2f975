import { splitSentences } from '../chunking/sentences.js';
import type { Passage, SentenceTerms } from '../rag.types.js';
import { answerTypeOf, contentWords, holdsAnswerType } from './extractive-terms.js';

export interface ScoredSentence {
  text: string;
  passage: number;
  /** Position of the sentence within its passage. */
  index: number;
  /** Offset of the sentence's first character in its passage's text. */
  offset: number;
  score: number;
  /** Which of the question's distinct content words it holds, by their order in the question (1 = holds). */
  holds: Uint8Array;
}

/** Bonus for a sentence that holds the kind of thing asked for (a year for "when", a number for "how many"). */
const ANSWER_TYPE_BONUS = 0.6;
/** How much the retrieval rank of the passage counts, as a share of the question's weight. */
const PASSAGE_PRIOR = 0.35;

/**
 * The sentences of a passage and the distinct content words of each: what scoring needs of a passage that does
 * not depend on the question. Worked out at ingestion and stored with the chunk (chunks.sentences), so a
 * question does not split and segment its passages again (docs/retrieval.md).
 */
export function sentenceTermsOf(text: string): SentenceTerms[] {
  return splitSentences(text).map((s) => ({ offset: s.offset, end: s.offset + s.text.length, words: [...new Set(contentWords(s.text))] }));
}

/** The stored form of sentenceTermsOf: `[[offset, end, [word, …]], …]` as JSON. */
export function encodeSentenceTerms(sentences: SentenceTerms[]): string {
  return JSON.stringify(sentences.map((s) => [s.offset, s.end, s.words]));
}

/** Reads the stored form back; null (chunks stored before it existed) or anything malformed gives undefined. */
export function decodeSentenceTerms(stored: string | null | undefined): SentenceTerms[] | undefined {
  if (!stored) return undefined;
  try {
    const parsed = JSON.parse(stored) as Array<[number, number, string[]]>;
    return parsed.map(([offset, end, words]) => ({ offset, end, words }));
  } catch {
    return undefined;
  }
}

/**
 * Scores every sentence of the passages by the question words it contains (weighted by how rare they are
 * among these sentences), the kind of answer the question asks for, and the rank of its passage.
 */
export function scoreSentences(question: string, passages: Passage[]): ScoredSentence[] {
  const asked = new Set(contentWords(question));
  const askedWords = [...asked];
  const indexOf = new Map(askedWords.map((w, i) => [w, i]));
  // Per sentence, which question words it holds (by index) and whether it holds any other word.
  const sentences = passages.flatMap((p, passage) =>
    (p.sentences ?? sentenceTermsOf(p.text)).map((s, index) => {
      const holds = new Uint8Array(askedWords.length);
      let other = false;
      for (const w of s.words) {
        const i = indexOf.get(w) ?? variantOf(w, askedWords);
        if (i === undefined) other = true;
        else holds[i] = 1;
      }
      return { start: s.offset, end: s.end, passage, index, holds, other };
    }),
  );
  if (!asked.size || !sentences.length) return [];
  const frequency = new Array<number>(askedWords.length).fill(0);
  for (const s of sentences) for (let i = 0; i < askedWords.length; i++) frequency[i] += s.holds[i];
  // A question word found in no sentence weighs most: the passages may not be about the question at all.
  const weights = frequency.map((f) => Math.log(1 + sentences.length / (f || 0.5)));
  const total = weights.reduce((sum, w) => sum + w, 0) || 1;
  const type = answerTypeOf(question);

  return sentences.map((s) => {
    const text = passages[s.passage].text.slice(s.start, s.end);
    let matched = 0;
    for (let i = 0; i < askedWords.length; i++) if (s.holds[i]) matched += weights[i];
    let score = matched / total;
    if (matched > 0) {
      if (holdsAnswerType(type, text, question)) score += ANSWER_TYPE_BONUS * (matched / total);
      score += PASSAGE_PRIOR * passages[s.passage].confidence * (matched / total);
      // A sentence that only repeats the question holds no answer.
      if (!s.other) score *= 0.3;
    }
    return { text, passage: s.passage, index: s.index, offset: s.start, score, holds: s.holds };
  });
}

/**
 * The asked word that `word` is a form of, beyond what the light folding of extractive-terms.ts joins: "died" and
 * "die", "discovery" and "discover". One word must begin the other and end at most two letters sooner; a short
 * word only with an ending that makes a form of it ("die" and "died", not "die" and "diet").
 */
function variantOf(word: string, asked: string[]): number | undefined {
  for (let i = 0; i < asked.length; i++) {
    const [short, long] = word.length < asked[i].length ? [word, asked[i]] : [asked[i], word];
    const ending = long.length - short.length;
    if (!ending || ending > 2 || short.length < 3 || !long.startsWith(short) || !/^[a-z]+$/.test(long)) continue;
    if (short.length >= 5 || /^(d|s|ed|es|r|er|n)$/.test(long.slice(short.length))) return i;
  }
  return undefined;
}
