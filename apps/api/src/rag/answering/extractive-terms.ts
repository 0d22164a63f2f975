import { segmentWords } from '../retrieval/text-search-config.js';

/** Function words that say nothing about where an answer lies (question words included). */
const STOP = new Set(
  `a an the of in on at to for from by with and or but as is are was were be been being do does did has have had
   it its this that these those there their they them he she his her him we you your our i what which who whom whose
   when where why how many much name named called type kind one ones not no into than then so such also about
   after before during over under between if can could would should may might will shall what's`.split(/\s+/),
);

/** A light, language-neutral normal form: lower-cased words, English plural and tense endings folded. */
export function contentWords(text: string): string[] {
  return keepContent(segmentWords(text.replace(/['’]s\b/g, '')));
}

/** Lower-cased words without function words, endings folded. */
export function keepContent(words: string[]): string[] {
  return words.filter((w) => !STOP.has(w)).map(fold);
}

function fold(word: string): string {
  if (!/^[a-z]+$/.test(word) || word.length <= 4) return word;
  for (const suffix of ['ing', 'ed', 'es', 's']) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 4) return word.slice(0, -suffix.length);
  }
  return word;
}

export type AnswerType = 'time' | 'number' | 'name' | 'other';

/** The kind of thing a question asks for, which the sentence holding the answer usually contains. */
export function answerTypeOf(question: string): AnswerType {
  const q = question.toLowerCase();
  if (/\b(when|what year|which year|what century|what decade|what date|how long ago)\b/.test(q)) return 'time';
  if (/\b(how many|how much|how long|how old|how far|what percentage|what percent|what number|how large|how big)\b/.test(q)) return 'number';
  if (/\b(who|whom|whose|where)\b/.test(q)) return 'name';
  return 'other';
}

const TIME = /\b(1[0-9]{3}|20[0-9]{2})s?\b|\b(january|february|march|april|may|june|july|august|september|october|november|december|century|centuries)\b/i;
const NUMBER = /\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|million|billion|half|dozen)\b/i;

/** Whether the sentence holds something of the asked-for kind that the question does not already contain. */
export function holdsAnswerType(type: AnswerType, sentence: string, question: string): boolean {
  if (type === 'time') return TIME.test(sentence);
  if (type === 'number') return NUMBER.test(sentence);
  if (type === 'name') {
    const asked = new Set(question.match(/\p{Lu}\p{L}+/gu) ?? []);
    return (sentence.slice(1).match(/\p{Lu}\p{L}+/gu) ?? []).some((w) => !asked.has(w));
  }
  return false;
}
