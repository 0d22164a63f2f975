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
    for (const lexeme of lexemes) weights.set(lexeme, Math.max(weights.get(lexeme) ?? 0, weight));
  }
  return weights;
}
