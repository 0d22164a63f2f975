import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type CandidateChunk, DEFAULT_RANKING, idf, type QueryTerm, type RankedChunk, rankChunks, type RankingParams } from './bm25-ranker.js';
import { absentWordShare, type AnswerEvidence, answerEvidence, NO_EVIDENCE } from './answer-evidence.js';
import { queryLexemes, type WeightedText } from './query-terms.js';
import { nearSpellings } from './spelling.js';
import { orQueryLiteral, quoteLexeme } from './text-search-config.js';

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
    // The corpus statistics and the document frequencies of the query's lexemes, in one statement.
    const statRows: Array<{ chunks: number | string; tokens: number | string; documents: number | string; lexeme: string | null; df: number | string | null }> = await this.db.query(
      `SELECT s.chunks, s.tokens, s.documents, t.lexeme, t.df FROM corpus_stats s
       LEFT JOIN LATERAL (SELECT lexeme, df FROM corpus_terms WHERE organization_id = $1 AND lexeme = ANY($2::text[])) t ON true
       WHERE s.organization_id = $1 ORDER BY t.lexeme`,
      [organizationId, [...lexemes.keys()]],
    );
    const stats = statRows[0];
    const total = Number(stats?.chunks ?? 0);
    if (!total) return NOTHING;
    const dfRows = statRows.filter((r) => r.lexeme !== null).map((r) => ({ lexeme: r.lexeme!, df: Number(r.df) }));
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
    const candidates = await this.candidates(organizationId, [...df].map(([lexeme, count]) => ({ lexeme, df: count })), all.filter((t) => t.inCorpus), total);
    const ranked = rankChunks(all, candidates, Number(stats.tokens) / total, this.params).slice(0, limit);
    return { chunks: ranked, evidence: answerEvidence(all, ranked, new Map(candidates.map((c) => [c.id, c])), Number(stats.documents)) };
  }

  private async candidates(organizationId: string, dfRows: Array<{ lexeme: string; df: number }>, terms: QueryTerm[], total: number): Promise<CandidateChunk[]> {
    const byRarity = [...dfRows].sort((a, b) => Number(a.df) - Number(b.df));
    const generating: string[] = [];
    let postings = 0;
    for (const row of byRarity) {
      if (generating.length && postings + Number(row.df) > CANDIDATE_BUDGET) break;
      generating.push(row.lexeme);
      postings += Number(row.df);
    }
    // PostgreSQL's ts_rank (no IDF, but cheap, in C) keeps the best few hundred; BM25 then ranks those. Each
    // candidate comes back as one row with its tsvector as text, and the query's lexemes' positions are read
    // from that here: far cheaper than a row per lexeme from unnest(tsv) (docs/retrieval.md).
    // When the organization holds no more than CANDIDATES chunks, or the generating lexemes' postings cannot add
    // up to more, every match is kept anyway: the cut (and ts_rank, the statement's main cost) is left out.
    // The tsvector is cut down to the query's lexemes (ts_delete of all the others) after the LIMIT, so only
    // those travel back.
    const cut = Math.min(postings, total) > CANDIDATES ? 'ORDER BY ts_rank(c.tsv, $2::tsquery) DESC, c.id LIMIT $4' : '';
    const lexemes = terms.map((t) => t.lexeme);
    const rows: Array<{ id: string; document_id: string; ordinal: number; token_count: number; tsv: string }> = await this.db.query(
      `SELECT k.id, k.document_id, k.ordinal, k.token_count, ts_delete(k.tsv, tsvector_to_array(ts_delete(k.tsv, $3::text[])))::text AS tsv
       FROM (SELECT c.id, c.document_id, c.ordinal, c.token_count, c.tsv FROM chunks c
             WHERE c.organization_id = $1 AND c.tsv @@ $2::tsquery ${cut}) k`,
      cut ? [organizationId, orQueryLiteral(generating), lexemes, CANDIDATES] : [organizationId, orQueryLiteral(generating), lexemes],
    );
    const candidates: CandidateChunk[] = [];
    const wanted = new Set(lexemes);
    for (const row of rows) {
      const hits = tsvectorHits(row.tsv, wanted);
      if (hits.size) candidates.push({ id: row.id, documentId: row.document_id, ordinal: Number(row.ordinal), length: Number(row.token_count), hits });
    }
    return candidates;
  }
}

/**
 * The positions of the given lexemes in a tsvector's text form (`'lexeme':3A,7 'other':5`): all of them,
 * those in the body (weight other than A, the title's), and whether the title holds the lexeme. The same as
 * unnest(tsvector) would give for those lexemes. Read in one pass over the text.
 */
export function tsvectorHits(text: string, lexemes: string[] | ReadonlySet<string>): CandidateChunk['hits'] {
  const wanted = Array.isArray(lexemes) ? new Set(lexemes) : (lexemes as ReadonlySet<string>);
  const hits: CandidateChunk['hits'] = new Map();
  const end = text.length;
  let at = 0;
  while (at < end) {
    // A quoted lexeme: a quote or a backslash inside it is written twice.
    const from = ++at;
    let escaped = false;
    for (;;) {
      const c = text.charCodeAt(at);
      if (c === 39 /* ' */) {
        if (text.charCodeAt(at + 1) !== 39) break;
        escaped = true;
        at += 2;
      } else if (c === 92 /* \ */) {
        escaped = true;
        at += 2;
      } else if (at >= end) break;
      else at++;
    }
    const raw = text.slice(from, at);
    const lexeme = escaped ? raw.replace(/''|\\(.)/g, (_: string, c?: string) => c ?? "'") : raw;
    at++; // the closing quote
    if (text.charCodeAt(at) !== 58 /* : */) {
      at++; // a lexeme without positions, and the space after it
      continue;
    }
    at++;
    const keep = wanted.has(lexeme);
    const positions: number[] = [];
    const bodyPositions: number[] = [];
    let inTitle = false;
    // Positions: digits, then a weight letter unless the weight is D, then a comma or the end of the entry.
    for (;;) {
      let position = 0;
      let c = text.charCodeAt(at);
      while (c >= 48 && c <= 57) {
        position = position * 10 + (c - 48);
        c = text.charCodeAt(++at);
      }
      if (c >= 65 && c <= 68) c = text.charCodeAt(++at);
      const title = text.charCodeAt(at - 1) === 65; // 'A'
      if (keep) {
        positions.push(position);
        if (title) inTitle = true;
        else bodyPositions.push(position);
      }
      if (c !== 44 /* , */) break;
      at++;
    }
    if (keep) hits.set(lexeme, { positions, bodyPositions, inTitle });
    at++; // the space before the next entry
  }
  return hits;
}

/** Drivers return arrays either parsed or as '{1,2}' text. */
export function pgArray(value: unknown[] | string): string[] {
  if (Array.isArray(value)) return value.map(String);
  return value.replace(/^\{|\}$/g, '').split(',').filter(Boolean);
}
