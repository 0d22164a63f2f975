import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ApiKeyContext } from '../keys/api-key-context.js';
import { type UsageRange, usageRange } from './usage-range.js';

export interface UsageDay {
  date: string;
  queries: number;
  tokens: number;
  documents: number;
}

export interface UsageReport {
  from: string;
  to: string;
  days: UsageDay[];
  totals: { queries: number; tokens: number; documents: number };
}

interface DayRow {
  day: string;
  n: string | number;
  tokens?: string | number | null;
}

/**
 * GET /v1/analytics/usage: chat queries, tokens and uploaded documents per UTC day, read straight from the
 * chat_turns and documents tables (deleted documents are gone, so they no longer count).
 */
@Injectable()
export class AnalyticsService {
  constructor(private readonly db: DataSource) {}

  async usage(caller: ApiKeyContext, query: { days?: number; from?: string; to?: string }): Promise<UsageReport> {
    const range = usageRange(query);
    const orgId = caller.organization.id;
    const [turns, documents] = await Promise.all([
      this.perDay('chat_turns', 'created_at', 'sum(total_tokens)', orgId, range),
      this.perDay('documents', 'uploaded_at', null, orgId, range),
    ]);
    const days = range.days.map((date) => ({
      date,
      queries: Number(turns.get(date)?.n ?? 0),
      tokens: Number(turns.get(date)?.tokens ?? 0),
      documents: Number(documents.get(date)?.n ?? 0),
    }));
    const totals = days.reduce(
      (sum, d) => ({ queries: sum.queries + d.queries, tokens: sum.tokens + d.tokens, documents: sum.documents + d.documents }),
      { queries: 0, tokens: 0, documents: 0 },
    );
    return { from: range.from, to: range.to, days, totals };
  }

  private async perDay(table: string, column: string, tokens: string | null, orgId: string, range: UsageRange): Promise<Map<string, DayRow>> {
    const rows: DayRow[] = await this.db.query(
      `SELECT to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*) AS n${tokens ? `, ${tokens} AS tokens` : ''}
         FROM ${table}
        WHERE organization_id = $1 AND ${column} >= $2::timestamptz AND ${column} < $3::timestamptz
        GROUP BY 1`,
      [orgId, `${range.from}T00:00:00Z`, nextDay(range.to)],
    );
    return new Map(rows.map((r) => [r.day, r]));
  }
}

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();
}
