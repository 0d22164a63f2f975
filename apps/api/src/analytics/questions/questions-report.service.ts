import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { DomainError } from '../../common/errors/domain-error.js';
import type { ApiKeyContext } from '../../keys/api-key-context.js';
import { PlansService } from '../../plans/plans.service.js';
import { usageRange } from '../usage-range.js';
import { groupQuestions, type QuestionGroup, type Wording } from './question-groups.js';
import type { QuestionView } from './questions-query.dto.js';

/**
 * Distinct wordings read per request, the most relevant to the view first (most asked; most often not found;
 * most often rated down). The database groups the range's questions by wording (lower-cased) and sends at most
 * this many; this process groups those by terms. A request costs one scan of the range's turns (index on
 * organization and time) in the database and at most this many rows here, however many questions there are.
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
  async groups(organizationId: string, from: string, to: string, view: QuestionView, db: EntityManager | DataSource = this.db): Promise<QuestionGroup[]> {
    const { rows } = await this.wordings(organizationId, from, to, view, db);
    return sortGroups(groupQuestions(rows), view);
  }

  /** The range's distinct wordings with their counts and cited documents, at most MAX_WORDINGS, grouped in SQL. */
  private async wordings(
    organizationId: string,
    from: string,
    to: string,
    view: QuestionView,
    db: EntityManager | DataSource = this.db,
  ): Promise<{ rows: Wording[]; wordings: number; questions: number }> {
    const read = async (q: EntityManager) => {
      // The planner overestimates these aggregates and would compile them (JIT) for longer than they run; the
      // grouping of 100k turns fits in 16MB (bench/analytics/questions.mjs).
      await q.query('SET LOCAL jit = off');
      await q.query(`SET LOCAL work_mem = '16MB'`);
      return q.query(wordingsSql(view), [organizationId, from, to, MAX_WORDINGS]) as Promise<WordingRow[]>;
    };
    const rows = db instanceof DataSource ? await db.transaction(read) : await read(db);
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

/**
 * The statement behind the report ($1 organization, $2 and $3 the range, $4 the cap): one scan of the range's turns,
 * grouped by exact wording and first-cited document (hash aggregation), then by lower-cased wording; the view's
 * most relevant MAX_WORDINGS are kept, each with its commonest spelling (counted per first-cited document, close
 * enough to choose one; of a tie, not one in capitals) and the documents its answers cited first (an answer's first
 * source is its best). Exported for bench/analytics/questions.mjs, which times it alone.
 */
export function wordingsSql(view: QuestionView): string {
  return `WITH m AS (
       SELECT left(message, ${WORDING_CHARS}) AS text, source_documents->0->>'document_id' AS doc, min(source_documents->0->>'name') AS doc_name,
              count(*)::int AS asked,
              count(*) FILTER (WHERE answer_status = 'answered')::int AS answered,
              count(*) FILTER (WHERE answer_status = 'not_found')::int AS not_found,
              count(*) FILTER (WHERE rating = 'down')::int AS rated_down,
              min(created_at) AS first_asked, max(created_at) AS last_asked
         FROM chat_turns
        WHERE organization_id = $1 AND created_at >= $2::timestamptz AND created_at < $3::timestamptz
        GROUP BY 1, 2)
     SELECT (array_agg(text ORDER BY asked DESC, text = upper(text), text))[1] AS text, sum(asked)::int AS asked,
            sum(answered)::int AS answered, sum(not_found)::int AS not_found, sum(rated_down)::int AS rated_down,
            min(first_asked) AS first_asked, max(last_asked) AS last_asked,
            coalesce(json_agg(json_build_object('id', doc, 'name', doc_name, 'citations', asked)) FILTER (WHERE doc IS NOT NULL), '[]') AS documents,
            count(*) OVER () AS wordings_total, sum(sum(asked)) OVER () AS questions_total
       FROM m GROUP BY lower(text)
      ORDER BY ${ORDER[view]}, last_asked DESC LIMIT $4`;
}

/** The view's groups, in its order: not_answered and rated_down keep only groups with such a question. */
export function sortGroups(groups: QuestionGroup[], view: QuestionView): QuestionGroup[] {
  // Ties: the latest asked first, then the question's text, so that pages never overlap.
  const last = (a: QuestionGroup, b: QuestionGroup) => b.lastAsked.getTime() - a.lastAsked.getTime() || (a.question < b.question ? -1 : a.question > b.question ? 1 : 0);
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
