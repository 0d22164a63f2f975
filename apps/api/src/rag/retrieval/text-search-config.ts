/**
 * Which PostgreSQL text-search configuration indexes a text. PostgreSQL stems English; it has no Hindi, Tamil
 * or Marathi stemmer, and its parser splits Indic words at vowel signs. Text in those (and other non-Latin)
 * scripts is therefore cut into words here with Intl.Segmenter and indexed under the 'simple' rules
 * (lower-cased, unstemmed). Detected per chunk and per query.
 */
export type SearchConfig = 'english' | 'simple';

const LATIN = /\p{Script=Latin}/gu;
const LETTER = /\p{L}/gu;
const NON_LATIN_LETTER = /(?!\p{Script=Latin})\p{L}/u;

export function searchConfigFor(text: string): SearchConfig {
  // Most text has no letter outside the Latin script: one scan instead of collecting every letter twice.
  if (!NON_LATIN_LETTER.test(text)) return 'english';
  const letters = text.match(LETTER)?.length ?? 0;
  if (!letters) return 'english';
  const latin = text.match(LATIN)?.length ?? 0;
  return latin / letters >= 0.5 ? 'english' : 'simple';
}

const words = new Intl.Segmenter('und', { granularity: 'word' });

/**
 * Text of Latin letters, digits, spaces and common punctuation: Intl.Segmenter's word rules come down to one
 * regular expression there (Unicode's word-break rules: letters and digits run together, "." ":" and
 * apostrophes join letters, "." "," ";" and apostrophes join digits). Segmenting every sentence of a
 * document was the largest share of preparing its chunks; the result is the same (text-search-config.spec.ts
 * checks it against Intl.Segmenter). "_" is left to the segmenter: alone it is no word, doubled it is one.
 */
const PLAIN_TEXT = /^[\t\n\r\x20-\x5E\x60-\x7E\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u00FF\u2013\u2014\u2018\u2019\u201C\u201D\u2022\u2026]*$/;
const PLAIN_WORD =
  /[A-Za-z0-9\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u00FF]+(?:(?:(?<=[A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u00FF])[.:'\u2018\u2019](?=[A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u00FF])|(?<=[0-9])[.,;'\u2018\u2019](?=[0-9]))[A-Za-z0-9\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u00FF]+)*/g;

/** Word tokens for the 'simple' configuration: NFC, lower-cased (Arabic folded), word-like segments only. */
export function segmentWords(text: string): string[] {
  if (PLAIN_TEXT.test(text)) return (text.match(PLAIN_WORD) ?? []).map((w) => w.toLowerCase());
  const out: string[] = [];
  for (const { segment, isWordLike } of words.segment(text.normalize('NFC'))) {
    if (isWordLike) out.push(ARABIC_LETTER.test(segment) ? foldArabic(segment) : segment.toLowerCase());
  }
  return out;
}

const ARABIC_LETTER = /[\u0620-\u064A]/;
const MARKS_AND_TATWEEL = /[\u0640\u064B-\u065F\u0670]/g;
const ALEF_VARIANTS = /[\u0622\u0623\u0625\u0671]/g;

/**
 * The spelling-independent form of an Arabic word, on both sides of a search, as Arabic search engines do:
 * no vowel marks or tatweel; أ إ آ ٱ as ا; ى as ي; ة as ه. Lam-alef is written "ال": PDF generators store
 * the lam-alef ligature's two letters in either order ("خلال" comes out of some files as "خالل"), so the
 * index and the question agree whichever order the file used.
 */
export function foldArabic(word: string): string {
  return word
    .replace(MARKS_AND_TATWEEL, '')
    .replace(ALEF_VARIANTS, '\u0627')
    .replace(/\u0649/g, '\u064A')
    .replace(/\u0629/g, '\u0647')
    .replace(/\u0644\u0627/g, '\u0627\u0644');
}

const LATIN_WORD = /\p{Script=Latin}/u;
const HAS_LETTER = /\p{L}/u;

/**
 * The words of `text` in scripts other than Latin, segmented as the 'simple' configuration does. A chunk or a
 * question indexed under 'english' (mostly Latin, e.g. an English title over a Chinese page) adds these too, so
 * its Chinese or Hindi words are the same lexemes on both sides (the English parser keeps "退货政策" whole and
 * splits Hindi at vowel signs, where Intl.Segmenter gives "退", "货", "政策").
 */
export function nonLatinWords(text: string): string[] {
  // Most chunks have no such letter at all: one scan instead of segmenting every word.
  if (!NON_LATIN_LETTER.test(text)) return [];
  return segmentWords(text).filter((w) => HAS_LETTER.test(w) && !LATIN_WORD.test(w));
}

/** PostgreSQL keeps positions up to 16383. */
const MAX_POSITION = 16_383;

/** A tsvector literal with positions; `titleWords` come first with weight A, as to_tsvector + setweight would. */
export function tsvectorLiteral(titleWords: string[], bodyWords: string[]): string {
  const positions = new Map<string, string[]>();
  const add = (word: string, position: number, weight: string) => {
    if (position > MAX_POSITION) return;
    const list = positions.get(word) ?? [];
    if (list.length < 256) list.push(`${position}${weight}`);
    positions.set(word, list);
  };
  titleWords.forEach((w, i) => add(w, i + 1, 'A'));
  bodyWords.forEach((w, i) => add(w, titleWords.length + i + 1, ''));
  return [...positions].map(([word, list]) => `${quoteLexeme(word)}:${list.join(',')}`).join(' ');
}

export function quoteLexeme(word: string): string {
  return `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/** An OR query over lexemes that are already normalized (no further stemming). */
export function orQueryLiteral(lexemes: string[]): string {
  return lexemes.map(quoteLexeme).join(' | ');
}
