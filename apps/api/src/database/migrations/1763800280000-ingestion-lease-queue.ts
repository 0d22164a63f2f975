import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * ingestion_jobs in the lease queue's terms (database/lease-queue.ts), like the mail outbox and webhook
 * deliveries: a job is 'pending' until done or failed, and a claim moves next_attempt_at past its lease, so the
 * lease needs no columns of its own. A job running at the upgrade keeps its lease.
 */
export class IngestionLeaseQueue1763800280000 implements MigrationInterface {
  name = 'IngestionLeaseQueue1763800280000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE ingestion_jobs DROP CONSTRAINT IF EXISTS ingestion_jobs_state_check');
    await db.query('DROP INDEX IF EXISTS ingestion_jobs_ready_idx');
    await db.query(`UPDATE ingestion_jobs SET run_after = coalesce(lease_until, run_after) WHERE state = 'running'`);
    await db.query(`UPDATE ingestion_jobs SET state = 'pending' WHERE state IN ('queued', 'running')`);
    await db.query('ALTER TABLE ingestion_jobs RENAME COLUMN state TO status');
    await db.query('ALTER TABLE ingestion_jobs RENAME COLUMN run_after TO next_attempt_at');
    await db.query(`ALTER TABLE ingestion_jobs ALTER COLUMN status SET DEFAULT 'pending'`);
    await db.query(`ALTER TABLE ingestion_jobs ADD CONSTRAINT ingestion_jobs_status_check CHECK (status IN ('pending', 'done', 'failed'))`);
    await db.query('ALTER TABLE ingestion_jobs DROP COLUMN locked_by, DROP COLUMN lease_until');
    await db.query(`CREATE INDEX ingestion_jobs_due_idx ON ingestion_jobs (next_attempt_at) WHERE status = 'pending'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX IF EXISTS ingestion_jobs_due_idx');
    await db.query('ALTER TABLE ingestion_jobs ADD COLUMN locked_by text, ADD COLUMN lease_until timestamptz');
    await db.query('ALTER TABLE ingestion_jobs DROP CONSTRAINT IF EXISTS ingestion_jobs_status_check');
    await db.query('ALTER TABLE ingestion_jobs RENAME COLUMN next_attempt_at TO run_after');
    await db.query('ALTER TABLE ingestion_jobs RENAME COLUMN status TO state');
    await db.query(`UPDATE ingestion_jobs SET state = 'queued' WHERE state = 'pending'`);
    await db.query(`ALTER TABLE ingestion_jobs ALTER COLUMN state SET DEFAULT 'queued'`);
    await db.query(`ALTER TABLE ingestion_jobs ADD CONSTRAINT ingestion_jobs_state_check CHECK (state IN ('queued', 'running', 'done', 'failed'))`);
    await db.query(`CREATE INDEX ingestion_jobs_ready_idx ON ingestion_jobs (state, run_after) WHERE state IN ('queued', 'running')`);
  }
}
