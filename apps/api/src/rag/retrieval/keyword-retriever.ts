import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type CandidateChunk, DEFAULT_RANKING, idf, type QueryTerm, type RankedChunk, rankChunks, type RankingParams } from './bm25-ranker.js';
import { absentWordShare, type AnswerEvidence, answerEvidence, NO_EVIDENCE } from './answer-evidence.js';
import { queryLexemes, type WeightedText } from './query-terms.js';
import { nearSpellings } from './spelling.js';
import { orQueryLiteral } from './text-search-config.js';

/** How many chunk postings the index may hand to the ranker: rare terms first, common ones while they fit. */
const CANDIDATE_BUDGET = 1_000;
/** Chunks handed to BM25 after PostgreSQL's cheap first cut. */
const CANDIDATES = 200;
/**
 * IDF is computed as if the corpus held at least this many chunks: in a one-page document every word is
 * "in half the corpus" or "absent", and neither says how telling the word is.
 */
const MIN_CORPUS = 100;

export interface KeywordResult {
  chunks: RankedChunk[];
  evidence: AnswerEvidence;
}

const NOTHING: KeywordResult = { chunks: [], evidence: NO_EVIDENCE };

/**
 * The keyword leg: an ORed tsquery on the GIN index generates candidates, and BM25 with proximity ranks them
 * with the organization's real document frequencies (PostgreSQL's ts_rank knows no IDF).
 */
@Injectable()
export class KeywordRetriever {
  params: RankingParams = DEFAULT_RANKING;
  /** Query words the organization's documents lack are looked up under a near spelling (spelling.ts). */
  correctSpelling = true;

  constructor(private readonly db: DataSource) {}

  async search(organizationId: string, texts: WeightedText[], limit: number): Promise<KeywordResult> {
    const lexemes = await queryLexemes(this.db, texts);
    if (!lexemes.size) return NOTHING;
    const [stats] = await this.db.query('SELECT chunks, tokens, documents FROM corpus_stats WHERE organization_id = $1', [organizationId]);
    const total = Number(stats?.chunks ?? 0);
    if (!total) return NOTHING;
    const dfRows: Array<{ lexeme: string; df: number }> = await this.db.query(
      'SELECT lexeme, df FROM corpus_terms WHERE organization_id = $1 AND lexeme = ANY($2::text[])',
      [organizationId, [...lexemes.keys()]],
    );
    const df = new Map(dfRows.map((r) => [r.lexeme, Number(r.df)]));
    const absent = [...lexemes.keys()].filter((l) => !df.has(l));
    const near = this.correctSpelling && absent.length ? await nearSpellings(this.db, organizationId, absent) : new Map<string, { lexeme: string; df: number }>();
    for (const { lexeme, df: count } of near.values()) df.set(lexeme, count);
    if (!df.size) return NOTHING;
    // Words the corpus lacks match nothing but still count in coverage: a question about something absent
    // must not look well answered by a passage that shares only its common words.
    const terms = new Map<string, QueryTerm>();
    for (const [asked, { weight, name }] of lexemes) {
      const lexeme = near.get(asked)?.lexeme ?? asked;
      if ((terms.get(lexeme)?.weight ?? 0) >= weight) continue;
      const inCorpus = df.has(lexeme);
      const share = inCorpus || name ? 1 : absentWordShare(total);
      terms.set(lexeme, { lexeme, idf: idf(df.get(lexeme) ?? 0, Math.max(total, MIN_CORPUS)), weight, name, inCorpus, share });
    }
    const all = [...terms.values()];
    const candidates = await this.candidates(organizationId, [...df].map(([lexeme, count]) => ({ lexeme, df: count })), all.filter((t) => t.inCorpus));
    const ranked = rankChunks(all, candidates, Number(stats.tokens) / total, this.params).slice(0, limit);
    return { chunks: ranked, evidence: answerEvidence(all, ranked, new Map(candidates.map((c) => [c.id, c])), Number(stats.documents)) };
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
