import type { DataSource, EntityManager } from 'typeorm';
import { returning } from './returning.js';

/** A row handed to one process by claim(): its id, the claim's number (this claim included) and the chosen columns. */
export type Claimed<T> = T & { id: string; attempts: number };

export interface LeaseQueueOptions {
  /** The table: it has id, status ('pending' while work is left), attempts, next_attempt_at and last_error. */
  table: string;
  /** Columns returned by claim(), besides id and attempts. */
  columns: string[];
  /** How long a claimed row stays with its claimer; once it runs out (the claimer died) another process takes it. */
  leaseMs: number;
}

/** How settle() leaves a claimed row. */
export interface Outcome {
  /** 'pending' to try again after `retryInMs`; any other status ends the row's work. */
  status: string;
  retryInMs?: number;
  error?: string | null;
  /** More assignments, e.g. "sent_at = now()"; their parameters are `params`, numbered from $5. */
  set?: string;
  params?: unknown[];
}

/**
 * A durable work queue in a table, shared by any number of API processes (on PGlite and PostgreSQL alike).
 * claim() takes due rows with FOR UPDATE SKIP LOCKED, so two processes never take the same row, and moves the
 * row's next_attempt_at past the lease: the claim is a lease, and a row whose claimer died is claimed again
 * once it runs out. Each claim increments attempts; settle() writes only while that claim is still the row's
 * latest, so a claimer that lost its lease never overwrites a newer outcome.
 */
export class LeaseQueue<T extends object> {
  constructor(
    private readonly db: DataSource,
    private readonly options: LeaseQueueOptions,
  ) {}

  /** Up to `limit` due rows, optionally narrowed by `where` (with `params` from $3). */
  claim(limit: number, where = 'TRUE', params: unknown[] = []): Promise<Claimed<T>[]> {
    const { table, columns } = this.options;
    return returning<Claimed<T>>(
      this.db,
      `UPDATE ${table} SET attempts = attempts + 1, next_attempt_at = now() + $1::int * interval '1 millisecond'
        WHERE id IN (SELECT id FROM ${table} WHERE status = 'pending' AND next_attempt_at <= now() AND (${where})
                     ORDER BY next_attempt_at LIMIT $2 FOR UPDATE SKIP LOCKED)
        RETURNING ${['id', 'attempts', ...columns].join(', ')}`,
      [this.options.leaseMs, limit, ...params],
    );
  }

  /** Extends a claim's lease, for work that outlasts it; false when the claim is no longer the row's latest. */
  async renew(claim: { id: string; attempts: number }): Promise<boolean> {
    const rows = await returning(
      this.db,
      `UPDATE ${this.options.table} SET next_attempt_at = now() + $3::int * interval '1 millisecond'
        WHERE id = $1 AND attempts = $2 AND status = 'pending' RETURNING id`,
      [claim.id, claim.attempts, this.options.leaseMs],
    );
    return rows.length > 0;
  }

  /** Records the outcome of a claim; false when the row was claimed again since (or settled, or deleted). */
  async settle(claim: { id: string; attempts: number }, outcome: Outcome, db: DataSource | EntityManager = this.db): Promise<boolean> {
    const retry = outcome.status === 'pending';
    const rows = await returning(
      db,
      `UPDATE ${this.options.table} SET status = $3, last_error = $4${retry ? `, next_attempt_at = now() + ${Math.max(0, Math.round(outcome.retryInMs ?? 0))} * interval '1 millisecond'` : ''}
              ${outcome.set ? `, ${outcome.set}` : ''}
        WHERE id = $1 AND attempts = $2 AND status = 'pending' RETURNING id`,
      [claim.id, claim.attempts, outcome.status, outcome.error ?? null, ...(outcome.params ?? [])],
    );
    return rows.length > 0;
  }
}
