import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type CandidateChunk, DEFAULT_RANKING, idf, type QueryTerm, type RankedChunk, rankChunks, type RankingParams } from './bm25-ranker.js';
import { queryLexemes, type WeightedText } from './query-terms.js';
import { orQueryLiteral } from './text-search-config.js';

/** How many chunk postings the index may hand to the ranker: rare terms first, common ones while they fit. */
const CANDIDATE_BUDGET = 1_000;
/** Chunks handed to BM25 after PostgreSQL's cheap first cut. */
const CANDIDATES = 200;

/**
 * The keyword leg: an ORed tsquery on the GIN index generates candidates, and BM25 with proximity ranks them
 * with the organization's real document frequencies (PostgreSQL's ts_rank knows no IDF).
 */
@Injectable()
export class KeywordRetriever {
  params: RankingParams = DEFAULT_RANKING;

  constructor(private readonly db: DataSource) {}

  async search(organizationId: string, texts: WeightedText[], limit: number): Promise<RankedChunk[]> {
    const weights = await queryLexemes(this.db, texts);
    if (!weights.size) return [];
    const [stats] = await this.db.query('SELECT chunks, tokens FROM corpus_stats WHERE organization_id = $1', [organizationId]);
    const total = Number(stats?.chunks ?? 0);
    if (!total) return [];
    const dfRows: Array<{ lexeme: string; df: number }> = await this.db.query(
      'SELECT lexeme, df FROM corpus_terms WHERE organization_id = $1 AND lexeme = ANY($2::text[])',
      [organizationId, [...weights.keys()]],
    );
    if (!dfRows.length) return [];
    // Words the corpus lacks match nothing but still count in coverage: a question about something absent
    // must not look well answered by a passage that shares only its common words.
    const df = new Map(dfRows.map((r) => [r.lexeme, Number(r.df)]));
    const terms: QueryTerm[] = [...weights].map(([lexeme, weight]) => ({ lexeme, idf: idf(df.get(lexeme) ?? 0, total), weight }));
    const candidates = await this.candidates(organizationId, dfRows, terms.filter((t) => df.has(t.lexeme)));
    return rankChunks(terms, candidates, Number(stats.tokens) / total, this.params).slice(0, limit);
  }

  private async candidates(organizationId: string, dfRows: Array<{ lexeme: string; df: number }>, terms: QueryTerm[]): Promise<CandidateChunk[]> {
    const byRarity = [...dfRows].sort((a, b) => Number(a.df) - Number(b.df));
    const generating: string[] = [];
    let postings = 0;
    for (const row of byRarity) {
      if (generating.length && postings + Number(row.df) > CANDIDATE_BUDGET) break;
      generating.push(row.lexeme);
      postings += Number(row.df);
    }
    // PostgreSQL's ts_rank (no IDF, but cheap, in C) keeps the best few hundred; BM25 then ranks those.
    const rows: Array<{ id: string; document_id: string; ordinal: number; token_count: number; lexeme: string; positions: number[] | string; weights: string[] | string }> =
      await this.db.query(
        `WITH candidates AS (
           SELECT c.id, c.document_id, c.ordinal, c.token_count, c.tsv FROM chunks c
           WHERE c.organization_id = $1 AND c.tsv @@ $2::tsquery
           ORDER BY ts_rank(c.tsv, $2::tsquery) DESC, c.id LIMIT $4)
         SELECT c.id, c.document_id, c.ordinal, c.token_count, u.lexeme, u.positions, u.weights
         FROM candidates c CROSS JOIN LATERAL unnest(c.tsv) u
         WHERE u.lexeme = ANY($3::text[])`,
        [organizationId, orQueryLiteral(generating), terms.map((t) => t.lexeme), CANDIDATES],
      );
    const byId = new Map<string, CandidateChunk>();
    for (const row of rows) {
      let chunk = byId.get(row.id);
      if (!chunk) {
        chunk = { id: row.id, documentId: row.document_id, ordinal: Number(row.ordinal), length: Number(row.token_count), hits: new Map() };
        byId.set(row.id, chunk);
      }
      const weightsOf = pgArray(row.weights);
      const positions = pgArray(row.positions).map(Number);
      chunk.hits.set(row.lexeme, { positions, bodyPositions: positions.filter((_, i) => weightsOf[i] !== 'A'), inTitle: weightsOf.includes('A') });
    }
    return [...byId.values()];
  }
}

/** Drivers return arrays either parsed or as '{1,2}' text. */
export function pgArray(value: unknown[] | string): string[] {
  if (Array.isArray(value)) return value.map(String);
  return value.replace(/^\{|\}$/g, '').split(',').filter(Boolean);
}
