import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { LeaseQueue } from '../database/lease-queue.js';

/** Where PostgreSQL announces a queued document to every API instance (ingestion-notifications.ts). */
export const INGESTION_CHANNEL = 'pagewise_ingestion';

export interface ClaimedJob {
  id: string;
  documentId: string;
  /** This claim included; also what makes the claim this worker's (database/lease-queue.ts). */
  attempts: number;
}

/**
 * The durable queue of documents to process, one row per document in ingestion_jobs, on the lease queue the
 * mail outbox and webhook deliveries use: across any number of API instances a job goes to one worker at a
 * time; the claim is a lease the worker renews while it works, so a job whose worker died is claimed again once
 * the lease runs out, and every write after the claim checks the claim is still the latest.
 */
@Injectable()
export class IngestionQueue {
  private readonly queue: LeaseQueue<{ document_id: string }>;
  /** Other instances can only share a PostgreSQL server; on embedded PGlite the upload kicks the worker itself. */
  private readonly announce: boolean;

  constructor(db: DataSource, @Inject(APP_CONFIG) config: AppConfig) {
    this.queue = new LeaseQueue(db, { table: 'ingestion_jobs', columns: ['document_id'], leaseMs: config.ingestion.leaseMs });
    this.announce = Boolean(config.database.url);
  }

  /** Queues the document; on PostgreSQL every instance's worker hears of it when the transaction commits. */
  async enqueue(tx: EntityManager, documentId: string): Promise<void> {
    await tx.query('INSERT INTO ingestion_jobs (document_id) VALUES ($1)', [documentId]);
    if (this.announce) await tx.query(`SELECT pg_notify('${INGESTION_CHANNEL}', '')`);
  }

  /** Re-processing: the document's spent job gives way to a fresh one, whose attempts start from zero. */
  async replace(tx: EntityManager, documentId: string): Promise<void> {
    await tx.query('DELETE FROM ingestion_jobs WHERE document_id = $1', [documentId]);
    await this.enqueue(tx, documentId);
  }

  async claim(): Promise<ClaimedJob | null> {
    const [row] = await this.queue.claim(1);
    return row ? { id: row.id, documentId: row.document_id, attempts: row.attempts } : null;
  }

  /** Extends the lease; false when the job is no longer this worker's (or no longer exists). */
  renew(job: ClaimedJob): Promise<boolean> {
    return this.queue.renew(job);
  }

  /** With `tx`, the job ends in the transaction that records the document's outcome. */
  async finish(job: ClaimedJob, state: 'done' | 'failed', error: string | null = null, tx?: EntityManager): Promise<void> {
    await this.queue.settle(job, { status: state, error, set: 'updated_at = now()' }, tx);
  }

  /** Puts the job back after a failure that may pass (a crash of the parser, a database hiccup). */
  async retryLater(job: ClaimedJob, error: string, delayMs: number): Promise<void> {
    await this.queue.settle(job, { status: 'pending', error, retryInMs: delayMs, set: 'updated_at = now()' });
  }
}
