import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { returning } from '../database/returning.js';

export interface ClaimedJob {
  id: string;
  documentId: string;
  /** This claim included. */
  attempts: number;
}

/**
 * The durable queue of documents to process, one row per document in ingestion_jobs. A worker claims a job
 * with FOR UPDATE SKIP LOCKED, so across any number of API instances a job goes to exactly one worker; the
 * claim is a lease the worker renews while it works, so a job whose worker died is claimed again once the
 * lease runs out. Every write after the claim checks the lease is still this worker's.
 */
@Injectable()
export class IngestionQueue {
  constructor(
    private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async enqueue(tx: EntityManager, documentId: string): Promise<void> {
    await tx.query('INSERT INTO ingestion_jobs (document_id) VALUES ($1)', [documentId]);
  }

  /** Re-processing: the document's spent job gives way to a fresh one, whose attempts start from zero. */
  async replace(tx: EntityManager, documentId: string): Promise<void> {
    await tx.query('DELETE FROM ingestion_jobs WHERE document_id = $1', [documentId]);
    await this.enqueue(tx, documentId);
  }

  async claim(workerId: string): Promise<ClaimedJob | null> {
    const [row] = await returning<{ id: string; document_id: string; attempts: number }>(
      this.db,
      `UPDATE ingestion_jobs AS j
          SET state = 'running', attempts = j.attempts + 1, locked_by = $1,
              lease_until = now() + $2::int * interval '1 millisecond', updated_at = now()
        WHERE j.id = (
          SELECT id FROM ingestion_jobs
           WHERE (state = 'queued' AND run_after <= now()) OR (state = 'running' AND lease_until < now())
           ORDER BY run_after, created_at
           LIMIT 1
           FOR UPDATE SKIP LOCKED)
        RETURNING j.id, j.document_id, j.attempts`,
      [workerId, this.config.ingestion.leaseMs],
    );
    return row ? { id: row.id, documentId: row.document_id, attempts: row.attempts } : null;
  }

  /** Extends the lease; false when the job is no longer this worker's (or no longer exists). */
  async renew(job: ClaimedJob, workerId: string): Promise<boolean> {
    const renewed = await returning(
      this.db,
      `UPDATE ingestion_jobs SET lease_until = now() + $3::int * interval '1 millisecond', updated_at = now()
        WHERE id = $1 AND locked_by = $2 AND state = 'running' RETURNING id`,
      [job.id, workerId, this.config.ingestion.leaseMs],
    );
    return renewed.length > 0;
  }

  async finish(job: ClaimedJob, workerId: string, state: 'done' | 'failed', error: string | null = null): Promise<void> {
    await this.db.query(
      `UPDATE ingestion_jobs SET state = $3, last_error = $4, lease_until = NULL, updated_at = now()
        WHERE id = $1 AND locked_by = $2`,
      [job.id, workerId, state, error],
    );
  }

  /** Puts the job back after a failure that may pass (a crash of the parser, a database hiccup). */
  async retryLater(job: ClaimedJob, workerId: string, error: string, delayMs: number): Promise<void> {
    await this.db.query(
      `UPDATE ingestion_jobs SET state = 'queued', last_error = $3, locked_by = NULL, lease_until = NULL,
              run_after = now() + $4::int * interval '1 millisecond', updated_at = now()
        WHERE id = $1 AND locked_by = $2`,
      [job.id, workerId, error, delayMs],
    );
  }
}
