import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DomainError } from '../../common/errors/domain-error.js';
import type { ApiKeyContext } from '../../keys/api-key-context.js';
import { PlansService } from '../../plans/plans.service.js';
import { usageRange } from '../usage-range.js';
import { groupQuestions, type QuestionGroup, type Wording } from './question-groups.js';
import type { QuestionView } from './questions-query.dto.js';

/**
 * Distinct wordings read per request, the most relevant to the view first (most asked; most often not found;
 * most often rated down). The database groups the range's questions by wording (lower-cased, spaces collapsed)
 * and sends at most this many; this process groups those by terms. A request costs one scan of the range's
 * turns (index on organization and time) and at most this many rows, however many questions there are.
 */
export const MAX_WORDINGS = 5_000;
/** Characters of a question that count: a pasted page is grouped by its start. */
const WORDING_CHARS = 300;

export interface QuestionGroupView {
  id: string;
  question: string;
  examples: string[];
  terms: string[];
  count: number;
  answered: number;
  not_found: number;
  rated_down: number;
  first_asked: string;
  last_asked: string;
  top_document: { document_id: string; name: string; citations: number } | null;
}

export interface QuestionsReport {
  from: string;
  to: string;
  view: QuestionView;
  /** Questions asked in the range. */
  questions: number;
  /** Groups in this view (before paging). */
  total: number;
  limit: number;
  offset: number;
  /** Distinct wordings grouped; fewer than the range holds when `truncated`. */
  wordings: number;
  /** true when the range held more than MAX_WORDINGS distinct wordings: the least asked were left out. */
  truncated: boolean;
  groups: QuestionGroupView[];
}

interface WordingRow {
  text: string;
  asked: number;
  answered: number;
  not_found: number;
  rated_down: number;
  first_asked: Date | string;
  last_asked: Date | string;
  documents: Array<{ id: string; name: string; citations: number }> | string;
  wordings_total: number | string;
  questions_total: number | string;
}

/** What each view sorts on, in the database's cap and in the page. */
const ORDER: Record<QuestionView, string> = {
  most_asked: 'asked DESC',
  not_answered: 'not_found DESC, asked DESC',
  rated_down: 'rated_down DESC, asked DESC',
};

export class AnalyticsPlanError extends DomainError {
  constructor(plan: string) {
    super(
      'plan_limit_reached',
      `The questions report is part of advanced analytics, on the Pro and Enterprise plans; the ${plan} plan has basic analytics (GET /v1/analytics/usage). Upgrade to Pro to see it.`,
    );
  }
}

/** GET /v1/analytics/questions (docs/analytics.md): the range's questions grouped by what they ask. */
@Injectable()
export class QuestionsReportService {
  constructor(
    private readonly db: DataSource,
    private readonly plans: PlansService,
  ) {}

  async report(caller: ApiKeyContext, query: { days?: number; from?: string; to?: string; view: QuestionView; limit: number; offset: number }): Promise<QuestionsReport> {
    if (this.plans.limitsFor(caller.organization).analytics !== 'advanced') throw new AnalyticsPlanError(this.plans.get(caller.organization.plan).title);
    const range = usageRange(query);
    const { rows, wordings, questions } = await this.wordings(caller.organization.id, `${range.from}T00:00:00Z`, nextDay(range.to), query.view);
    const groups = sortGroups(groupQuestions(rows), query.view);
    return {
      from: range.from,
      to: range.to,
      view: query.view,
      questions,
      total: groups.length,
      limit: query.limit,
      offset: query.offset,
      wordings: rows.length,
      truncated: wordings > rows.length,
      groups: groups.slice(query.offset, query.offset + query.limit).map(groupView),
    };
  }

  /** Every group of the range for the view, unpaged (the webhook for unanswered questions reads it too). */
  async groups(organizationId: string, from: string, to: string, view: QuestionView): Promise<QuestionGroup[]> {
    const { rows } = await this.wordings(organizationId, from, to, view);
    return sortGroups(groupQuestions(rows), view);
  }

  /** The range's distinct wordings with their counts and cited documents, at most MAX_WORDINGS, grouped in SQL. */
  private async wordings(organizationId: string, from: string, to: string, view: QuestionView): Promise<{ rows: Wording[]; wordings: number; questions: number }> {
    const rows: WordingRow[] = await this.db.query(
      `WITH t AS MATERIALIZED (
         SELECT id, left(message, ${WORDING_CHARS}) AS message, lower(regexp_replace(btrim(left(message, ${WORDING_CHARS})), '\\s+', ' ', 'g')) AS wording,
                created_at, answer_status, rating, source_documents
           FROM chat_turns
          WHERE organization_id = $1 AND created_at >= $2::timestamptz AND created_at < $3::timestamptz),
       w AS (
         SELECT wording, mode() WITHIN GROUP (ORDER BY message) AS text, count(*)::int AS asked,
                count(*) FILTER (WHERE answer_status = 'answered')::int AS answered,
                count(*) FILTER (WHERE answer_status = 'not_found')::int AS not_found,
                count(*) FILTER (WHERE rating = 'down')::int AS rated_down,
                min(created_at) AS first_asked, max(created_at) AS last_asked,
                count(*) OVER () AS wordings_total, sum(count(*)) OVER () AS questions_total
           FROM t GROUP BY wording
          ORDER BY ${ORDER[view]}, last_asked DESC LIMIT $4),
       d AS (
         SELECT t.wording, c.id, min(c.name) AS name, count(*)::int AS citations
           FROM t JOIN w USING (wording)
          CROSS JOIN LATERAL (SELECT DISTINCT s->>'document_id' AS id, s->>'name' AS name FROM jsonb_array_elements(t.source_documents) s
                               WHERE s->>'document_id' IS NOT NULL) c
          GROUP BY t.wording, c.id)
       SELECT w.text, w.asked, w.answered, w.not_found, w.rated_down, w.first_asked, w.last_asked, w.wordings_total, w.questions_total,
              coalesce((SELECT json_agg(json_build_object('id', d.id, 'name', d.name, 'citations', d.citations)) FROM d WHERE d.wording = w.wording), '[]') AS documents
         FROM w`,
      [organizationId, from, to, MAX_WORDINGS],
    );
    return {
      rows: rows.map((r) => ({
        text: r.text,
        asked: r.asked,
        answered: r.answered,
        notFound: r.not_found,
        ratedDown: r.rated_down,
        firstAsked: new Date(r.first_asked),
        lastAsked: new Date(r.last_asked),
        documents: typeof r.documents === 'string' ? JSON.parse(r.documents) : r.documents,
      })),
      wordings: Number(rows[0]?.wordings_total ?? 0),
      questions: Number(rows[0]?.questions_total ?? 0),
    };
  }
}

/** The view's groups, in its order: not_answered and rated_down keep only groups with such a question. */
export function sortGroups(groups: QuestionGroup[], view: QuestionView): QuestionGroup[] {
  const last = (a: QuestionGroup, b: QuestionGroup) => b.lastAsked.getTime() - a.lastAsked.getTime();
  if (view === 'not_answered') return groups.filter((g) => g.notFound > 0).sort((a, b) => b.notFound - a.notFound || b.count - a.count || last(a, b));
  if (view === 'rated_down') return groups.filter((g) => g.ratedDown > 0).sort((a, b) => b.ratedDown - a.ratedDown || b.count - a.count || last(a, b));
  return groups.sort((a, b) => b.count - a.count || last(a, b));
}

function groupView(g: QuestionGroup): QuestionGroupView {
  return {
    id: g.id,
    question: g.question,
    examples: g.examples,
    terms: g.terms,
    count: g.count,
    answered: g.answered,
    not_found: g.notFound,
    rated_down: g.ratedDown,
    first_asked: g.firstAsked.toISOString(),
    last_asked: g.lastAsked.toISOString(),
    top_document: g.topDocument && { document_id: g.topDocument.id, name: g.topDocument.name, citations: g.topDocument.citations },
  };
}

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();
}
