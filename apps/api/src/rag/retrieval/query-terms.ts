import type { DataSource } from 'typeorm';
import { nonLatinWords, searchConfigFor, segmentWords } from './text-search-config.js';

/** What the user asked (weight 1) and, optionally, earlier turns that give it context (less weight). */
export interface WeightedText {
  text: string;
  weight: number;
}

/** One lexeme of a query: its weight, and whether the question wrote it as a name ("Egypt", "ABC"). */
export interface QueryLexeme {
  weight: number;
  name: boolean;
}

/**
 * Stemmed words that frame a question ("in what year", "how many", "what is it called") rather than name
 * its subject: the answer sentence holds "1943", seldom the word "year".
 */
const FRAME = new Set(['year', 'name', 'type', 'kind', 'call', 'mani', 'much', 'percentag', 'number', 'date', 'centuri', 'term', 'word', 'mean', 'exampl', 'main', 'known', 'refer']);
const FRAME_WEIGHT = 0.6;

/**
 * Lexemes of a query in the same normal form as the index: PostgreSQL's English stemmer and stop words for
 * Latin script, Intl.Segmenter words for the others. A lexeme keeps the highest weight it was given. Each
 * word is stemmed on its own (one statement for all of them), so a lexeme knows whether it came from a name.
 */
export async function queryLexemes(db: DataSource, texts: WeightedText[]): Promise<Map<string, QueryLexeme>> {
  const lexemes = new Map<string, QueryLexeme>();
  const add = (lexeme: string, weight: number, name: boolean) => {
    const w = FRAME.has(lexeme) ? weight * FRAME_WEIGHT : weight;
    const seen = lexemes.get(lexeme);
    lexemes.set(lexeme, { weight: Math.max(seen?.weight ?? 0, w), name: (seen?.name ?? false) || (name && weight === 1) });
  };
  for (const { text, weight } of texts) {
    if (!text.trim()) continue;
    if (searchConfigFor(text) !== 'english') {
      for (const word of segmentWords(text)) add(word, weight, false);
      continue;
    }
    const words = text.split(/\s+/).filter(Boolean);
    const stems = await stemsOf(db, words);
    words.forEach((word, i) => {
      for (const lexeme of stems.get(word)!) add(lexeme, weight, isName(words, i));
    });
    for (const word of nonLatinWords(text)) add(word, weight, false);
  }
  return lexemes;
}

/** Words whose English lexemes this process has seen, per database, most recently used last. */
const STEM_CACHE_SIZE = 20_000;
const stemCaches = new WeakMap<DataSource, Map<string, string[]>>();

/**
 * The English lexemes of each word (none for a stop word, several for "e-mail"), as PostgreSQL's
 * to_tsvector('english') gives them. They never change, so words seen before are taken from a bounded cache
 * and only new ones cost a statement: most questions reuse common words, and the query saves a round trip.
 */
export async function stemsOf(db: DataSource, words: string[]): Promise<Map<string, string[]>> {
  let cache = stemCaches.get(db);
  if (!cache) stemCaches.set(db, (cache = new Map()));
  const stems = new Map<string, string[]>();
  const missing: string[] = [];
  for (const word of words) {
    const known = cache.get(word);
    if (known) {
      cache.delete(word); // re-inserted below: most recently used last
      cache.set(word, known);
      stems.set(word, known);
    } else if (!stems.has(word)) {
      stems.set(word, []);
      missing.push(word);
    }
  }
  if (missing.length) {
    const rows: Array<{ ord: number; lexeme: string }> = await db.query(
      `SELECT w.ord, u.lexeme FROM unnest($1::text[]) WITH ORDINALITY AS w(word, ord)
       CROSS JOIN LATERAL unnest(to_tsvector('english'::regconfig, w.word)) u ORDER BY w.ord`,
      [missing],
    );
    for (const row of rows) stems.get(missing[Number(row.ord) - 1])!.push(row.lexeme);
    for (const word of missing) {
      cache.set(word, stems.get(word)!);
      if (cache.size > STEM_CACHE_SIZE) cache.delete(cache.keys().next().value!);
    }
  }
  return stems;
}

/** A capitalized word that does not begin a sentence, or an acronym: "Egypt", "ABC", but not "When". */
export function isName(words: string[], index: number): boolean {
  const word = words[index].replace(/^[^\p{L}\p{N}]+/u, '');
  if (/^\p{Lu}{2,}(?!\p{Ll})/u.test(word)) return true;
  if (!/^\p{Lu}/u.test(word)) return false;
  return index > 0 && !/[.!?:]["'”’)]*$/u.test(words[index - 1]);
}
