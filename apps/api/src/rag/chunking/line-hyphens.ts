import type { PdfPage } from '../rag.types.js';

/**
 * The words a document uses, as evidence for repairing words its line wrap broke at a hyphen: how often each
 * word occurs whole, and how often each pair of words occurs joined by a hyphen inside a line ("well-known",
 * and "state-of", "of-the", "the-art" for "state-of-the-art"). The two fragments around a line-end hyphen are
 * not counted: they are what is being decided.
 */
export interface DocumentVocabulary {
  words: Map<string, number>;
  compounds: Map<string, number>;
}

/** A word (letters, marks and digits) or a chain of them joined by hyphens. */
const TOKEN = /[\p{L}\p{M}\p{N}]+(?:[-‐][\p{L}\p{M}\p{N}]+)*/gu;
const ENDS_HYPHEN = /[-‐\u00AD]$/u;
/** The word before a line-end hyphen (with any hyphenated words before it) and the word that starts the next line. */
const LEFT = /(?:^|[^\p{L}\p{M}\-‐])((?:[\p{L}\p{M}]+[-‐])*)([\p{L}\p{M}]+)[-‐]$/u;
const RIGHT = /^[\p{L}\p{M}]+/u;

/**
 * Words that head a hyphenated compound more often than they start a word broken by the wrap ("self-evident",
 * "non-linear", "well-known", "two-thirds"), in English, which is what the rest of this rule is about.
 */
const COMPOUND_HEADS = new Set([
  ...['self', 'non', 'well', 'ill', 'quasi', 'half', 'all', 'cross', 'anti', 'semi', 'mid', 'multi', 'post'],
  ...['high', 'low', 'long', 'short', 'full', 'large', 'small', 'hard', 'soft', 'open'],
  ...['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'twenty', 'thirty', 'forty', 'fifty'],
  ...['sixty', 'seventy', 'eighty', 'ninety', 'hundred', 'first', 'second', 'third'],
]);

/** Particles that end a hyphenated noun ("cave-ins", "build-up", "lay-offs"). */
const PARTICLES = new Set(['in', 'ins', 'up', 'ups', 'out', 'outs', 'off', 'offs', 'on', 'ons', 'down', 'downs', 'over', 'overs', 'by']);
/** Endings that are no word of their own: "obtain-" + "able" and "success-" + "fully" are one word broken. */
const SUFFIXES = new Set(['able', 'ably', 'ible', 'ibly', 'ful', 'fully', 'ness', 'less', 'ment', 'ments', 'tion', 'tions', 'sion', 'sions', 'ation', 'ations', 'ity', 'ities', 'ing', 'ings', 'ous', 'ously', 'ive', 'ively', 'ism', 'isms', 'ist', 'ists', 'ize', 'ized', 'ise', 'ised', 'ance', 'ence', 'ary', 'ery', 'ical', 'ally', 'ship', 'ly', 'est']);

export function documentVocabulary(pages: PdfPage[]): DocumentVocabulary {
  const words = new Map<string, number>();
  const compounds = new Map<string, number>();
  const add = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  for (const { text } of pages) {
    let broken = false;
    for (const raw of text.split('\n')) {
      const line = raw.trim();
      if (!line) {
        broken = false;
        continue;
      }
      const breaks = ENDS_HYPHEN.test(line);
      const tokens = [...line.matchAll(TOKEN)];
      for (const [i, match] of tokens.entries()) {
        if (i === 0 && broken && match.index === 0) continue;
        if (i === tokens.length - 1 && breaks && match.index + match[0].length === line.length - 1) continue;
        const parts = match[0].toLowerCase().split(/[-‐]/);
        for (const part of parts) add(words, part);
        for (let j = 1; j < parts.length; j++) add(compounds, `${parts[j - 1]}-${parts[j]}`);
      }
      broken = breaks;
    }
  }
  return { words, compounds };
}

/**
 * How a line that ends with a hyphen joins the next one: `true` when the hyphen only marks a word the wrap
 * broke ("environ-" + "mental" → "environmental"), `false` when it belongs to the text ("well-" + "known").
 * Only a hyphen between two letters is in question (a range "2010-2020" keeps it). In order:
 * 0. a capital after the hyphen, with a small letter before it, keeps it ("Anglo-Norman", "trans-Atlantic");
 * 1. the document's own words decide: the joined word or the hyphenated pair, whichever occurs more often
 *    elsewhere in it (inside lines);
 * 2. without that evidence the hyphen stays when the word before it is one letter ("e-mail"), an acronym
 *    ("PDF-based") or already hyphenated ("state-of-the-art"); the word is joined when the second half is a
 *    suffix ("obtain-able"); the hyphen stays after a usual compound head ("self-", "non-", "two-") or before a
 *    particle ("cave-ins"), and when either half is a word of four letters or more that the document uses on
 *    its own ("decision-making"); otherwise the word is joined.
 * Measured on generated breaks of the retrieval benchmark's articles: bench/RESULTS.md (Words broken at line ends).
 */
export function joinsBrokenWord(previous: string, line: string, vocabulary: DocumentVocabulary): boolean {
  const left = LEFT.exec(previous);
  const right = RIGHT.exec(line);
  if (!left || !right) return false;
  const head = left[2];
  const tail = right[0];
  // A capital inside a word is no wrap's doing ("trans-Atlantic", even beside "transatlantic").
  if (/^\p{Lu}/u.test(tail) && /\p{Ll}/u.test(head)) return false;
  const joined = vocabulary.words.get((head + tail).toLowerCase()) ?? 0;
  const hyphenated = vocabulary.compounds.get(`${head}-${tail}`.toLowerCase()) ?? 0;
  if (joined !== hyphenated) return joined > hyphenated;
  if (left[1] || head.length < 2 || /^\p{Lu}/u.test(tail) || head === head.toUpperCase()) return false;
  if (SUFFIXES.has(tail.toLowerCase())) return true;
  if (COMPOUND_HEADS.has(head.toLowerCase()) || PARTICLES.has(tail.toLowerCase())) return false;
  // Short fragments ("it-", "st-", "-age", "-son") are words by chance too often to count.
  const known = (word: string) => word.length >= 4 && (vocabulary.words.get(word.toLowerCase()) ?? 0) > 0;
  return !(known(head) || known(tail));
}
