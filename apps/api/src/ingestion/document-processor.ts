import { Inject, Injectable, Logger } from '@nestjs/common';
import { backoff } from '@pagewise/protocol/backoff';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { IngestProgress } from '../rag/rag.types.js';
import { type ClaimedJob, IngestionQueue } from './ingestion-queue.js';
import { classifyFailure, failureReason } from './processing-failure.js';
import { RAG, type RagPort } from './rag.token.js';
import { returning } from '../database/returning.js';

/** Progress is written at most this often: enough to watch, little enough not to slow the work. */
const PROGRESS_EVERY_MS = 500;
/** Waits between attempts after an outage: about 2 s, 4 s, 8 s … up to a minute. */
const FIRST_WAIT_MS = 2_000;
const LONGEST_WAIT_MS = 60_000;

interface ClaimedDocument {
  id: string;
  organization_id: string;
  name: string;
  bytes: Buffer;
}

/**
 * Processes one claimed job: reads the stored file, has the engine index it, records the outcome. A failure
 * is retried only when it may pass (an outage); otherwise the document fails at once, saying why.
 */
@Injectable()
export class DocumentProcessor {
  private readonly logger = new Logger('Ingestion');

  constructor(
    private readonly db: DataSource,
    private readonly queue: IngestionQueue,
    @Inject(RAG) private readonly rag: RagPort,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async process(job: ClaimedJob, workerId: string): Promise<void> {
    const [document]: ClaimedDocument[] = await this.db.query(
      `SELECT d.id, d.organization_id, d.name, f.bytes FROM documents d JOIN document_files f ON f.document_id = d.id
        WHERE d.id = $1 AND d.status = 'processing'`,
      [job.documentId],
    );
    if (!document) return this.queue.finish(job, workerId, 'done'); // deleted, or already settled
    const { maxAttempts } = this.config.ingestion;
    if (job.attempts > maxAttempts) {
      // Earlier workers claimed it and died each time (a file that kills the process, say): stop trying.
      this.logger.error(this.logContext(job, document), 'Processing a document stopped: its attempts ended without finishing');
      return this.fail(job, workerId, `Processing stopped after ${maxAttempts} attempts that did not finish.`);
    }

    const heartbeat = setInterval(() => {
      this.queue.renew(job, workerId).catch((error) => this.logger.warn(this.logContext(job, document, error), 'Could not renew a lease'));
    }, Math.max(200, Math.floor(this.config.ingestion.leaseMs / 3)));
    try {
      const result = await this.rag.ingest({
        organizationId: document.organization_id,
        documentId: document.id,
        name: document.name,
        bytes: new Uint8Array(document.bytes),
        onProgress: this.progressWriter(job, document),
      });
      const updated = await returning(
        this.db,
        `UPDATE documents SET status = 'processed', pages = $2, chunks = $3, progress = NULL, error = NULL,
                processing_completed_at = now()
          WHERE id = $1 AND status = 'processing' RETURNING id`,
        [document.id, result.pages, result.chunks],
      );
      // Deleted while it was being indexed: take back what was just written.
      if (updated.length === 0) await this.rag.forget(document.organization_id, document.id);
      await this.queue.finish(job, workerId, 'done');
    } catch (error) {
      await this.settleFailure(job, workerId, document, error);
    } finally {
      clearInterval(heartbeat);
    }
  }

  private async settleFailure(job: ClaimedJob, workerId: string, document: ClaimedDocument, error: unknown): Promise<void> {
    const failure = classifyFailure(error);
    const context = { ...this.logContext(job, document, error), failure: failure.kind };
    if (failure.kind === 'outage' && job.attempts < this.config.ingestion.maxAttempts) {
      const delayMs = Math.round(backoff(job.attempts, FIRST_WAIT_MS, LONGEST_WAIT_MS));
      this.logger.warn({ ...context, retry_in_ms: delayMs }, 'Processing a document failed; it will be tried again');
      await this.queue.retryLater(job, workerId, String((error as Error)?.message ?? error), delayMs);
      await this.db.query(`UPDATE documents SET progress = $2 WHERE id = $1`, [document.id, { stage: 'queued', done: 0, total: 0 }]);
      return;
    }
    // A file that cannot be read is the uploader's to fix; anything else wants an operator's eye.
    if (failure.kind === 'unreadable') this.logger.warn(context, 'Processing a document failed: the file cannot be read');
    else this.logger.error(context, 'Processing a document failed');
    await this.fail(job, workerId, failureReason(failure, error, job.attempts));
  }

  private logContext(job: ClaimedJob, document: ClaimedDocument, error?: unknown) {
    return { ...(error === undefined ? {} : { err: error }), document_id: document.id, organization_id: document.organization_id, attempt: job.attempts };
  }

  private async fail(job: ClaimedJob, workerId: string, reason: string): Promise<void> {
    await this.db.query(
      `UPDATE documents SET status = 'failed', error = $2, progress = NULL, processing_completed_at = now()
        WHERE id = $1 AND status = 'processing'`,
      [job.documentId, reason],
    );
    await this.queue.finish(job, workerId, 'failed', reason);
  }

  private progressWriter(job: ClaimedJob, document: ClaimedDocument): (progress: IngestProgress) => void {
    let last = 0;
    return (progress) => {
      const now = Date.now();
      if (now - last < PROGRESS_EVERY_MS && progress.done < progress.total) return;
      last = now;
      this.db
        .query(`UPDATE documents SET progress = $2 WHERE id = $1 AND status = 'processing'`, [document.id, progress])
        .catch((error) => this.logger.warn(this.logContext(job, document, error), 'Could not record progress'));
    };
  }
}
