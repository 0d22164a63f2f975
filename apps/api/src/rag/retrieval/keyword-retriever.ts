import { Inject, Injectable, Optional } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PreparedQuery } from '../../database/prepared-query.js';
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
 * The question's rarest lexemes, in order of rarity while their postings add up to no more than this: every
 * chunk that holds one is kept first in the cut, whatever its ts_rank (the cut keeps CANDIDATES all the same). ts_rank knows no rarity, so without this a
 * common word ("model", "data") repeated in hundreds of chunks filled the cut, and the one chunk that held the
 * question's rare words was left out before BM25 could rank it (docs/retrieval.md).
 */
const RARE_POSTINGS = 50;
/**
 * IDF is computed as if the corpus held at least this many chunks: in a one-page document every word is
 * "in half the corpus" or "absent", and neither says how telling the word is.
 */
const MIN_CORPUS = 100;

/**
 * A candidate's tsvector cut down to the asked lexemes (`lexemes`, a text[] parameter), as text: every position
 * of theirs, relabelled weight B so that ts_filter keeps exactly them. Cheaper than deleting all the other
 * lexemes (ts_delete over tsvector_to_array), which lists and touches every lexeme of every candidate.
 */
export const ASKED_POSITIONS = (lexemes: string) => `ts_filter(setweight(k.tsv, 'B', ${lexemes}::text[]), '{b}')::text`;
/** The same for the positions of weight A alone: the title's (chunk-store.ts), which the relabelling loses. */
export const ASKED_IN_TITLE = (lexemes: string) => `ts_filter(setweight(ts_filter(k.tsv, '{a}'), 'B', ${lexemes}::text[]), '{b}')::text`;

/**
 * The statement of KeywordRetriever.statsAndCandidates (below), prepared (database/prepared-query.ts): every
 * question sends it, and parsing and planning it cost about as much as running it on a small organization.
 */
const STATS_AND_CANDIDATES = new PreparedQuery<{ chunks: number | string; tokens: number | string; documents: number | string; df: string; candidates: string | null }>(
  'pagewise_stats_and_candidates',
  `WITH t AS (SELECT lexeme, df FROM corpus_terms WHERE organization_id = $1 AND lexeme = ANY($2::text[])),
   s AS (SELECT chunks, tokens, documents FROM corpus_stats WHERE organization_id = $1),
   g AS (SELECT string_agg(quoted, ' | ')::tsquery AS query, string_agg(quoted, ' | ') FILTER (WHERE running <= $5)::tsquery AS rare, sum(df) AS postings
         FROM (SELECT '''' || replace(replace(lexeme, '\\', '\\\\'), '''', '''''') || '''' AS quoted, row_number() OVER w AS n, df, sum(df) OVER w AS running FROM t
               WINDOW w AS (ORDER BY df, lexeme ROWS UNBOUNDED PRECEDING)) r
         WHERE n = 1 OR running <= $3),
   q AS (SELECT g.query, g.rare, least(g.postings, s.chunks) > $4 AS cut FROM g, s)
   SELECT s.chunks, s.tokens, s.documents,
          (SELECT coalesce(json_agg(json_build_array(lexeme, df) ORDER BY lexeme), '[]') FROM t)::text AS df,
          (SELECT string_agg(concat_ws(chr(1), k.id, k.document_id, k.ordinal, k.token_count, ${ASKED_POSITIONS('$2')}, ${ASKED_IN_TITLE('$2')}), chr(2))
           FROM (SELECT c.id, c.document_id, c.ordinal, c.token_count, c.tsv FROM chunks c
                 WHERE c.organization_id = $1 AND c.tsv @@ (SELECT query FROM q)
                 ORDER BY CASE WHEN (SELECT cut FROM q) THEN coalesce(c.tsv @@ (SELECT rare FROM q), false) END DESC,
                          CASE WHEN (SELECT cut FROM q) THEN ts_rank(c.tsv, (SELECT query FROM q)) END DESC, c.id
                 LIMIT (SELECT CASE WHEN cut THEN $4::int END FROM q)) k)::text AS candidates
   FROM s`,
);

export interface KeywordResult {
  chunks: RankedChunk[];
  evidence: AnswerEvidence;
}

const NOTHING: KeywordResult = { chunks: [], evidence: NO_EVIDENCE };

/** Other ranking weights, or no near spellings: what the retrieval benchmark's tuning harness tries. The API provides none. */
export interface KeywordOptions {
  ranking?: RankingParams;
  correctSpelling?: boolean;
}
export const KEYWORD_OPTIONS = Symbol('KeywordOptions');

/**
 * The keyword leg: an ORed tsquery on the GIN index generates candidates, and BM25 with proximity ranks them
 * with the organization's real document frequencies (PostgreSQL's ts_rank knows no IDF).
 */
@Injectable()
export class KeywordRetriever {
  private readonly params: RankingParams;
  /** Query words the organization's documents lack are looked up under a near spelling (spelling.ts). */
  private readonly correctSpelling: boolean;

  constructor(private readonly db: DataSource, @Optional() @Inject(KEYWORD_OPTIONS) options: KeywordOptions = {}) {
    this.params = options.ranking ?? DEFAULT_RANKING;
    this.correctSpelling = options.correctSpelling ?? true;
  }

  async search(organizationId: string, texts: WeightedText[], limit: number): Promise<KeywordResult> {
    const lexemes = await queryLexemes(this.db, texts);
    if (!lexemes.size) return NOTHING;
    const asked = [...lexemes.keys()];
    const found = await this.statsAndCandidates(organizationId, asked);
    const total = found.stats?.chunks ?? 0;
    if (!found.stats || !total) return NOTHING;
    const df = new Map(found.stats.df);
    const absent = asked.filter((l) => !df.has(l));
    const near = this.correctSpelling && absent.length ? await nearSpellings(this.db, organizationId, absent) : new Map<string, { lexeme: string; df: number }>();
    // A near spelling that the question did not itself use generates candidates of its own: they are read again.
    let corrected = false;
    for (const { lexeme, df: count } of near.values()) {
      if (!df.has(lexeme)) corrected = true;
      df.set(lexeme, count);
    }
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
    const inCorpus = all.filter((t) => t.inCorpus).map((t) => t.lexeme);
    const candidates = corrected
      ? await this.candidates(organizationId, [...df].map(([lexeme, count]) => ({ lexeme, df: count })), inCorpus, total)
      : candidatesOf(found.rows, inCorpus);
    const ranked = rankChunks(all, candidates, found.stats.tokens / total, this.params).slice(0, limit);
    const best = ranked.length ? candidates.find((c) => c.id === ranked[0].id) : undefined;
    return { chunks: ranked, evidence: answerEvidence(all, ranked, new Map(best ? [[best.id, best]] : []), found.stats.documents) };
  }

  /**
   * One statement: the corpus statistics, the document frequencies of the query's lexemes, and the candidates
   * those lexemes generate, chosen in SQL as candidates() chooses them in JavaScript: the rarest lexeme, then
   * more by rarity while their postings fit in CANDIDATE_BUDGET; of those, CANDIDATES: every chunk that holds
   * one of the rarest lexemes (RARE_POSTINGS), then the best by ts_rank. The statistics come back as one row without an
   * id; the candidates' tsvectors are cut down to the asked lexemes (a lexeme the corpus lacks is in no
   * tsvector, so this is the same cut as to the lexemes found), their title positions apart.
   */
  private async statsAndCandidates(organizationId: string, asked: string[]): Promise<{ stats: CorpusStats | undefined; rows: CandidateRow[] }> {
    // One row, the candidates in one text value: a row per candidate costs PGlite more to hand over than the
    // candidate's few values do, and JSON costs the database a character-by-character escape of every tsvector.
    // Candidates are separated by U+0002 and their fields by U+0001, which no id, number or lexeme holds
    // (text is stored without control characters, and no parser makes a word of them).
    const rows = await STATS_AND_CANDIDATES.run(this.db, [organizationId, asked, CANDIDATE_BUDGET, CANDIDATES, RARE_POSTINGS]);
    const row = rows[0];
    if (!row) return { stats: undefined, rows: [] };
    const df = (JSON.parse(row.df) as Array<[string, number | string]>).map(([lexeme, count]): [string, number] => [lexeme, Number(count)]);
    const stats = { chunks: Number(row.chunks), tokens: Number(row.tokens), documents: Number(row.documents), df };
    const candidates = row.candidates ? row.candidates.split('\u0002') : [];
    return {
      stats,
      rows: candidates.map((candidate) => {
        const [id, document_id, ordinal, token_count, tsv, title] = candidate.split('\u0001');
        return { id, document_id, ordinal: Number(ordinal), token_count: Number(token_count), tsv, title };
      }),
    };
  }

  private async candidates(organizationId: string, dfRows: Array<{ lexeme: string; df: number }>, lexemes: string[], total: number): Promise<CandidateChunk[]> {
    const byRarity = [...dfRows].sort((a, b) => Number(a.df) - Number(b.df) || (a.lexeme < b.lexeme ? -1 : a.lexeme > b.lexeme ? 1 : 0));
    const generating: string[] = [];
    const rare: string[] = [];
    let postings = 0;
    for (const row of byRarity) {
      if (generating.length && postings + Number(row.df) > CANDIDATE_BUDGET) break;
      generating.push(row.lexeme);
      postings += Number(row.df);
      if (postings <= RARE_POSTINGS) rare.push(row.lexeme);
    }
    // PostgreSQL's ts_rank (no IDF, but cheap, in C) keeps the best few hundred; BM25 then ranks those. Each
    // candidate comes back as one row with its tsvector as text, and the query's lexemes' positions are read
    // from that here: far cheaper than a row per lexeme from unnest(tsv) (docs/retrieval.md).
    // When the organization holds no more than CANDIDATES chunks, or the generating lexemes' postings cannot add
    // up to more, every match is kept anyway: the cut (and ts_rank, the statement's main cost) is left out.
    // The tsvector is cut down to the query's lexemes after the LIMIT, so only those travel back.
    // A cut keeps every chunk that holds one of the rarest lexemes (RARE_POSTINGS) first, whatever its ts_rank.
    const cut = Math.min(postings, total) > CANDIDATES;
    const rareFirst = rare.length ? `c.tsv @@ $5::tsquery DESC, ` : '';
    const order = cut ? `ORDER BY ${rareFirst}ts_rank(c.tsv, $2::tsquery) DESC, c.id LIMIT $4` : '';
    const params = [organizationId, orQueryLiteral(generating), lexemes, ...(cut ? [CANDIDATES, ...(rare.length ? [orQueryLiteral(rare)] : [])] : [])];
    const rows: CandidateRow[] = await this.db.query(
      `SELECT k.id, k.document_id, k.ordinal, k.token_count, ${ASKED_POSITIONS('$3')} AS tsv, ${ASKED_IN_TITLE('$3')} AS title
       FROM (SELECT c.id, c.document_id, c.ordinal, c.token_count, c.tsv FROM chunks c
             WHERE c.organization_id = $1 AND c.tsv @@ $2::tsquery ${order}) k`,
      params,
    );
    return candidatesOf(rows, lexemes);
  }
}

interface CorpusStats {
  chunks: number;
  tokens: number;
  documents: number;
  /** Document frequencies of the query's lexemes that the corpus holds, in lexeme order. */
  df: Array<[string, number]>;
}

interface CandidateRow {
  id: string;
  document_id: string;
  ordinal: number;
  token_count: number;
  /** The asked lexemes with all their positions, weight B (ASKED_POSITIONS). */
  tsv: string;
  /** The asked lexemes' positions in the title (ASKED_IN_TITLE). */
  title: string;
}

/** The candidates with the positions of the given lexemes; a row that holds none of them is no candidate. */
function candidatesOf(rows: CandidateRow[], lexemes: string[]): CandidateChunk[] {
  const candidates: CandidateChunk[] = [];
  const wanted = new Set(lexemes);
  for (const row of rows) {
    const hits = askedHits(row.tsv, row.title, wanted);
    if (hits.size) candidates.push({ id: row.id, documentId: row.document_id, ordinal: Number(row.ordinal), length: Number(row.token_count), hits });
  }
  return candidates;
}

/**
 * A candidate's hits from the statement's two cuts of its tsvector (ASKED_POSITIONS, ASKED_IN_TITLE): the
 * positions the title holds (weight A in the chunk's tsvector) are the title's, not the body's.
 */
export function askedHits(positions: string, title: string, wanted: ReadonlySet<string>): CandidateChunk['hits'] {
  const hits = tsvectorHits(positions, wanted);
  if (!title) return hits;
  for (const [lexeme, { positions: inTitle }] of tsvectorHits(title, wanted)) {
    const hit = hits.get(lexeme);
    if (!hit) continue;
    const titlePositions = new Set(inTitle);
    hit.bodyPositions = hit.positions.filter((p) => !titlePositions.has(p));
    hit.inTitle = true;
  }
  return hits;
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
    // The same array as `positions` until a title position turns up (most chunks' lexemes have none).
    let bodyPositions: number[] | undefined;
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
        if (title && !bodyPositions) bodyPositions = positions.slice();
        positions.push(position);
        if (title) inTitle = true;
        else bodyPositions?.push(position);
      }
      if (c !== 44 /* , */) break;
      at++;
    }
    if (keep) hits.set(lexeme, { positions, bodyPositions: bodyPositions ?? positions, inTitle });
    at++; // the space before the next entry
  }
  return hits;
}

/** Drivers return arrays either parsed or as '{1,2}' text. */
export function pgArray(value: unknown[] | string): string[] {
  if (Array.isArray(value)) return value.map(String);
  return value.replace(/^\{|\}$/g, '').split(',').filter(Boolean);
}
