import type { DataSource } from 'typeorm';
import { searchConfigFor, segmentWords } from './text-search-config.js';

/** What the user asked (weight 1) and, optionally, earlier turns that give it context (less weight). */
export interface WeightedText {
  text: string;
  weight: number;
}

/**
 * Lexemes of a query in the same normal form as the index: PostgreSQL's English stemmer and stop words for
 * Latin script, Intl.Segmenter words for the others. A lexeme keeps the highest weight it was given.
 */
/**
 * Stemmed words that frame a question ("in what year", "how many", "what is it called") rather than name
 * its subject: the answer sentence holds "1943", seldom the word "year".
 */
const FRAME = new Set(['year', 'name', 'type', 'kind', 'call', 'mani', 'much', 'percentag', 'number', 'date', 'centuri', 'term', 'word', 'mean', 'exampl', 'main', 'known', 'refer']);
const FRAME_WEIGHT = 0.6;

export async function queryLexemes(db: DataSource, texts: WeightedText[]): Promise<Map<string, number>> {
  const weights = new Map<string, number>();
  for (const { text, weight } of texts) {
    if (!text.trim()) continue;
    const lexemes =
      searchConfigFor(text) === 'english'
        ? ((await db.query(`SELECT lexeme FROM unnest(to_tsvector('english'::regconfig, $1::text))`, [text])) as Array<{ lexeme: string }>).map(
            (r) => r.lexeme,
          )
        : segmentWords(text);
    for (const lexeme of lexemes) {
      const w = FRAME.has(lexeme) ? weight * FRAME_WEIGHT : weight;
      weights.set(lexeme, Math.max(weights.get(lexeme) ?? 0, w));
    }
  }
  return weights;
}
