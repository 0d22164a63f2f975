import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { usageRange } from '../analytics/usage-range.js';
import { FieldValidationError } from '../common/errors/domain-error.js';
import type { ApiKeyContext } from '../keys/api-key-context.js';
import type { SourceDocument } from '../rag/rag.types.js';
import type { SessionListView, SessionSummaryView } from './conversations.views.js';
import { type ExportedTurn, type ExportFormat, exportHeader, exportLine } from './export-format.js';
import type { SessionSourceKind, SessionsExportQueryDto, SessionsQueryDto } from './sessions-query.dto.js';

/** The most turns one export holds: a larger range is refused (422) before anything is sent. */
export const MAX_EXPORT_TURNS = 100_000;
/** Turns read per query while an export streams (keyset paging, so no query holds the database for long). */
const EXPORT_BATCH = 1000;
const DAY_MS = 86_400_000;

/** Where a turn came from: no key is the dashboard's playground (a signed-in user), a publishable key the widget. */
const SOURCE_SQL = `CASE WHEN t.api_key_id IS NULL THEN 'playground' WHEN k.kind = 'publishable' THEN 'widget' ELSE 'api' END`;

interface SessionRow {
  session_id: string;
  turns: number | string;
  not_found: number | string;
  rated_down: number | string;
  started_at: Date | string;
  last_at: Date | string;
  first_question: string;
  source: SessionSourceKind;
  key_name: string | null;
  total: number | string;
}

interface TurnRow {
  id: string;
  session_id: string;
  created_at: Date | string;
  cursor_at: string;
  source: SessionSourceKind;
  key_name: string | null;
  message: string;
  response: string;
  answer_status: string | null;
  status: string;
  rating: string | null;
  rating_comment: string | null;
  source_documents: SourceDocument[] | string;
}

/** A range of UTC days as the instants [start, end). */
function instants(query: { days?: number; from?: string; to?: string }) {
  const range = usageRange(query);
  const start = new Date(`${range.from}T00:00:00Z`);
  const end = new Date(Date.parse(`${range.to}T00:00:00Z`) + DAY_MS);
  return { range, start, end };
}

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

/**
 * GET /v1/chat/sessions and its export: an organization's conversations, read from chat_turns (every turn is
 * stored, with the key that asked it). Every query is bounded to the caller's organization.
 */
@Injectable()
export class ConversationsService {
  /** MAX_EXPORT_TURNS; a test lowers it rather than store a hundred thousand turns. */
  maxExportTurns = MAX_EXPORT_TURNS;

  constructor(private readonly db: DataSource) {}

  /** Sessions whose last turn falls in the range, newest first; counts and first question over the whole session. */
  async list(key: ApiKeyContext, query: SessionsQueryDto): Promise<SessionListView> {
    const { range, start, end } = instants(query);
    // Sessions with a turn since `from`, kept when their last turn is before the end of `to`.
    const inRange = `WITH active AS (
         SELECT DISTINCT session_id FROM chat_turns WHERE organization_id = $1 AND created_at >= $2
       ), s AS (
         SELECT c.session_id, count(*) AS turns,
                count(*) FILTER (WHERE c.answer_status = 'not_found') AS not_found,
                count(*) FILTER (WHERE c.rating = 'down') AS rated_down,
                min(c.created_at) AS started_at, max(c.created_at) AS last_at
           FROM chat_turns c JOIN active USING (session_id)
          WHERE c.organization_id = $1
          GROUP BY c.session_id
         HAVING max(c.created_at) < $3
       )`;
    // The first turn's question and key, looked up for the sessions of `from` only.
    const withFirstTurn = (from: string) => `
         SELECT ${from}.*, t.message AS first_question, k.name AS key_name, ${SOURCE_SQL} AS source
           FROM ${from}
           CROSS JOIN LATERAL (
             SELECT message, api_key_id FROM chat_turns f
              WHERE f.organization_id = $1 AND f.session_id = ${from}.session_id
              ORDER BY f.created_at, f.id LIMIT 1
           ) t
           LEFT JOIN api_keys k ON k.id = t.api_key_id`;
    const organizationId = key.organization.id;
    let rows: SessionRow[];
    let countSql: string;
    let countParams: unknown[];
    if (query.source) {
      // The source is the first turn's, so every session's first turn is read before the page is cut.
      const sourced = `${inRange}, sourced AS (${withFirstTurn('s')})`;
      rows = await this.db.query(
        `${sourced} SELECT *, count(*) OVER () AS total FROM sourced WHERE source = $4 ORDER BY last_at DESC, session_id LIMIT $5 OFFSET $6`,
        [organizationId, start, end, query.source, query.limit, query.offset],
      );
      countSql = `${sourced} SELECT count(*) AS total FROM sourced WHERE source = $4`;
      countParams = [organizationId, start, end, query.source];
    } else {
      // The page is cut first, so only its sessions' first turns are read.
      rows = await this.db.query(
        `${inRange}, page AS (SELECT s.*, count(*) OVER () AS total FROM s ORDER BY last_at DESC, session_id LIMIT $4 OFFSET $5)
         ${withFirstTurn('page')} ORDER BY last_at DESC, session_id`,
        [organizationId, start, end, query.limit, query.offset],
      );
      countSql = `${inRange} SELECT count(*) AS total FROM s`;
      countParams = [organizationId, start, end];
    }
    let total = rows.length ? Number(rows[0].total) : 0;
    if (!rows.length && query.offset > 0) {
      // Past the last page: the total still says how many there are.
      const [count] = await this.db.query(countSql, countParams);
      total = Number(count.total);
    }
    return { from: range.from, to: range.to, sessions: rows.map(summary), total };
  }

  /**
   * Checks the range and its size, then gives the export's lines: a header (CSV) and one line per turn asked in
   * the range, oldest first. Refuses (422) a range of more than MAX_EXPORT_TURNS turns before anything is sent.
   */
  async export(key: ApiKeyContext, query: SessionsExportQueryDto): Promise<{ from: string; to: string; turns: number; lines: AsyncGenerator<string> }> {
    const { range, start, end } = instants(query);
    const organizationId = key.organization.id;
    const [count] = await this.db.query('SELECT count(*) AS n FROM chat_turns WHERE organization_id = $1 AND created_at >= $2 AND created_at < $3', [organizationId, start, end]);
    const turns = Number(count.n);
    if (turns > this.maxExportTurns) {
      throw new FieldValidationError({
        from: [`The range holds ${turns.toLocaleString('en-US')} turns; an export holds at most ${this.maxExportTurns.toLocaleString('en-US')}. Choose a shorter range.`],
      });
    }
    return { from: range.from, to: range.to, turns, lines: this.lines(organizationId, start, end, query.format) };
  }

  private async *lines(organizationId: string, start: Date, end: Date, format: ExportFormat): AsyncGenerator<string> {
    const header = exportHeader(format);
    if (header) yield header;
    let after: { at: string; id: string } | null = null;
    let sent = 0;
    while (sent < this.maxExportTurns) {
      const params: unknown[] = [organizationId, start, end, EXPORT_BATCH];
      let cursor = '';
      if (after) {
        params.push(after.at, after.id);
        cursor = 'AND (t.created_at, t.id) > ($5::timestamptz, $6::uuid)';
      }
      const rows: TurnRow[] = await this.db.query(
        `SELECT t.id, t.session_id, t.created_at, t.created_at::text AS cursor_at, ${SOURCE_SQL} AS source, k.name AS key_name, t.message, t.response,
                t.answer_status, t.status, t.rating, t.rating_comment, t.source_documents
           FROM chat_turns t LEFT JOIN api_keys k ON k.id = t.api_key_id
          WHERE t.organization_id = $1 AND t.created_at >= $2 AND t.created_at < $3 ${cursor}
          ORDER BY t.created_at, t.id
          LIMIT $4`,
        params,
      );
      if (!rows.length) return;
      let chunk = '';
      for (const row of rows) chunk += exportLine(format, exported(row));
      sent += rows.length;
      yield chunk;
      if (rows.length < EXPORT_BATCH) return;
      const last = rows[rows.length - 1];
      // The timestamp as the database holds it (microseconds), not as a Date would round it (milliseconds).
      after = { at: last.cursor_at, id: last.id };
    }
  }
}

function summary(row: SessionRow): SessionSummaryView {
  return {
    session_id: row.session_id,
    first_question: row.first_question,
    turns: Number(row.turns),
    not_found: Number(row.not_found),
    rated_down: Number(row.rated_down),
    started_at: iso(row.started_at),
    last_activity_at: iso(row.last_at),
    source: { kind: row.source, key_name: row.source === 'playground' ? null : row.key_name },
  };
}

function exported(row: TurnRow): ExportedTurn {
  const sources = typeof row.source_documents === 'string' ? (JSON.parse(row.source_documents) as SourceDocument[]) : row.source_documents ?? [];
  return {
    session_id: row.session_id,
    message_id: row.id,
    asked_at: iso(row.created_at),
    source: row.source,
    key_name: row.source === 'playground' ? null : row.key_name,
    question: row.message,
    answer: row.response,
    answer_status: row.answer_status,
    status: row.status,
    rating: row.rating,
    rating_comment: row.rating_comment,
    citations: sources.map((s) => ({ document_id: s.document_id, name: s.name, page: s.page })),
  };
}
