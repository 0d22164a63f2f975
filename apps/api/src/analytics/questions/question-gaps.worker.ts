import { type BeforeApplicationShutdown, Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { PolledWork } from '../../database/polled-work.js';
import { returning } from '../../database/returning.js';
import { emitWebhookEvent } from '../../webhooks/webhook-outbox.js';
import { groupId, type QuestionGroup, SIMILARITY } from './question-groups.js';
import { jaccard, questionTerms } from './question-terms.js';
import { QuestionsReportService } from './questions-report.service.js';

const BATCH = 20;
const DAY_MS = 86_400_000;
/** The window a group's counts cover, as the report's default range. */
const WINDOW_DAYS = 30;

export interface QuestionUnansweredData {
  group_id: string;
  question: string;
  examples: string[];
  terms: string[];
  asked: string;
  not_found: number;
  count: number;
  first_asked: string;
  last_asked: string;
  day: string;
}

/**
 * Sends question.unanswered (docs/webhooks.md). A trigger queues every turn answered "not in your documents" in an
 * organization subscribed to the event (migration 1763801410000). For each, under a lock per organization: if a
 * group announced today already covers the question (its terms at least SIMILARITY alike), nothing is sent;
 * otherwise the question's group is read from the last 30 days of questions (the questions report's grouping) and
 * one event is written with its wording and counts. The event id is made from the organization, the UTC day and
 * the group, so a group is sent at most once a day even if two processes race. The queue row is deleted in the
 * same transaction, so a crash leaves it to the next pass.
 */
@Injectable()
export class QuestionGapsWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('QuestionGaps');
  private readonly work: PolledWork;

  constructor(
    private readonly db: DataSource,
    private readonly report: QuestionsReportService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.work = new PolledWork({
      pollMs: config.webhooks.pollMs,
      lanes: 1,
      drain: () => this.drain(),
      onError: (error) => this.logger.warn(`A question.unanswered pass failed: ${error instanceof Error ? error.message : String(error)}`),
    });
  }

  onApplicationBootstrap(): void {
    if (this.config.backgroundJobs) this.work.start();
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.work.stop();
  }

  /** Handles queued questions until none is left; returns how many events were written. */
  async drain(now = () => new Date()): Promise<number> {
    let sent = 0;
    let batch = 0;
    do {
      batch = await this.db.transaction(async (tx) => {
        const claimed = await returning<{ turn_id: string; organization_id: string }>(
          tx,
          `DELETE FROM question_gap_queue WHERE turn_id IN (
             SELECT turn_id FROM question_gap_queue ORDER BY queued_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
           RETURNING turn_id, organization_id`,
        );
        const cache = new Map<string, QuestionGroup[]>();
        for (const item of claimed) if (await this.announce(tx, item.organization_id, item.turn_id, now(), cache)) sent += 1;
        return claimed.length;
      });
    } while (batch > 0 && !this.work.stopped());
    await this.db.query(`DELETE FROM question_gap_alerts WHERE day < (now() AT TIME ZONE 'UTC')::date - 1`);
    return sent;
  }

  private async announce(tx: EntityManager, organizationId: string, turnId: string, now: Date, cache: Map<string, QuestionGroup[]>): Promise<boolean> {
    const [turn] = await tx.query(`SELECT message FROM chat_turns WHERE id = $1 AND organization_id = $2`, [turnId, organizationId]);
    if (!turn) return false;
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('question_gap:' || $1))`, [organizationId]);
    const day = now.toISOString().slice(0, 10);
    const terms = questionTerms(turn.message);
    const wording = turn.message.trim().toLowerCase().replace(/\s+/g, ' ');
    const announced: Array<{ group_id: string; terms: string[] }> = await tx.query(
      'SELECT group_id, terms FROM question_gap_alerts WHERE organization_id = $1 AND day = $2',
      [organizationId, day],
    );
    const covers = (groupTerms: string[], id: string) => (terms.length ? groupTerms.length > 0 && jaccard(terms, groupTerms) >= SIMILARITY : id === groupId([], wording));
    if (announced.some((a) => covers(a.terms, a.group_id))) return false;

    let groups = cache.get(organizationId);
    if (!groups) {
      const to = new Date(now.getTime() + 1000).toISOString();
      groups = await this.report.groups(organizationId, new Date(now.getTime() - WINDOW_DAYS * DAY_MS).toISOString(), to, 'not_answered', tx);
      cache.set(organizationId, groups);
    }
    const group = bestGroup(groups, terms, wording);
    if (!group) return false;
    if (announced.some((a) => a.group_id === group.id)) return false;
    const data: QuestionUnansweredData = {
      group_id: group.id,
      question: group.question,
      examples: group.examples,
      terms: group.terms,
      asked: turn.message,
      not_found: group.notFound,
      count: group.count,
      first_asked: group.firstAsked.toISOString(),
      last_asked: group.lastAsked.toISOString(),
      day,
    };
    const eventId = `evt_unanswered_${organizationId.replace(/-/g, '')}_${day.replace(/-/g, '')}_${group.id}`;
    await tx.query(
      'INSERT INTO question_gap_alerts (organization_id, day, group_id, terms, event_id) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING',
      [organizationId, day, group.id, group.terms, eventId],
    );
    return emitWebhookEvent(tx, organizationId, 'question.unanswered', data, eventId);
  }
}

/** The group the question belongs to: the one holding its wording, else the most similar by terms. */
function bestGroup(groups: QuestionGroup[], terms: string[], wording: string): QuestionGroup | null {
  const holding = groups.find((g) => g.examples.some((e) => e.trim().toLowerCase().replace(/\s+/g, ' ') === wording));
  if (holding) return holding;
  if (!terms.length) return groups.find((g) => g.id === groupId([], wording)) ?? null;
  let best: QuestionGroup | null = null;
  let bestScore = SIMILARITY;
  for (const g of groups) {
    const score = terms.length && g.terms.length ? jaccard(terms, g.terms) : 0;
    if (score >= bestScore) {
      best = g;
      bestScore = score;
    }
  }
  return best;
}
