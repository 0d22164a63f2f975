/**
 * Which PostgreSQL text-search configuration indexes a text. PostgreSQL stems English; it has no Hindi, Tamil
 * or Marathi stemmer, and its parser splits Indic words at vowel signs. Text in those (and other non-Latin)
 * scripts is therefore cut into words here with Intl.Segmenter and indexed under the 'simple' rules
 * (lower-cased, unstemmed). Detected per chunk and per query.
 */
export type SearchConfig = 'english' | 'simple';

const LATIN = /\p{Script=Latin}/gu;
const LETTER = /\p{L}/gu;

export function searchConfigFor(text: string): SearchConfig {
  const letters = text.match(LETTER)?.length ?? 0;
  if (!letters) return 'english';
  const latin = text.match(LATIN)?.length ?? 0;
  return latin / letters >= 0.5 ? 'english' : 'simple';
}

const words = new Intl.Segmenter('und', { granularity: 'word' });

/** Word tokens for the 'simple' configuration: NFC, lower-cased, word-like segments only. */
export function segmentWords(text: string): string[] {
  const out: string[] = [];
  for (const { segment, isWordLike } of words.segment(text.normalize('NFC'))) {
    if (isWordLike) out.push(segment.toLowerCase());
  }
  return out;
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
