import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { type IngestProgress, UnreadableDocumentError } from '../rag/rag.types.js';
import { type ClaimedJob, IngestionQueue } from './ingestion-queue.js';
import { RAG, type RagPort } from './rag.token.js';
import { returnedRows } from './returned-rows.js';

/** Progress is written at most this often: enough to watch, little enough not to slow the work. */
const PROGRESS_EVERY_MS = 500;

/** Processes one claimed job: reads the stored file, has the engine index it, records the outcome. */
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
    const [document] = await this.db.query(
      `SELECT d.id, d.organization_id, d.name, f.bytes FROM documents d JOIN document_files f ON f.document_id = d.id
        WHERE d.id = $1 AND d.status = 'processing'`,
      [job.documentId],
    );
    if (!document) return this.queue.finish(job, workerId, 'done'); // deleted, or already settled
    const { maxAttempts } = this.config.ingestion;
    if (job.attempts > maxAttempts) {
      // Earlier workers claimed it and died each time (a file that kills the process, say): stop trying.
      return this.fail(job, workerId, `Processing stopped after ${maxAttempts} attempts that did not finish.`);
    }

    const heartbeat = setInterval(() => {
      this.queue.renew(job, workerId).catch((error) => this.logger.warn({ err: error }, 'Could not renew a lease'));
    }, Math.max(200, Math.floor(this.config.ingestion.leaseMs / 3)));
    try {
      const result = await this.rag.ingest({
        organizationId: document.organization_id,
        documentId: document.id,
        name: document.name,
        bytes: new Uint8Array(document.bytes),
        onProgress: this.progressWriter(document.id),
      });
      const updated = await this.db.query(
        `UPDATE documents SET status = 'processed', pages = $2, chunks = $3, progress = NULL, error = NULL,
                processing_completed_at = now()
          WHERE id = $1 AND status = 'processing' RETURNING id`,
        [document.id, result.pages, result.chunks],
      );
      // Deleted while it was being indexed: take back what was just written.
      if (returnedRows(updated).length === 0) await this.rag.forget(document.organization_id, document.id);
      await this.queue.finish(job, workerId, 'done');
    } catch (error) {
      if (error instanceof UnreadableDocumentError) return this.fail(job, workerId, error.message);
      this.logger.error({ err: error, document_id: document.id, attempt: job.attempts }, 'Processing a document failed');
      if (job.attempts >= maxAttempts) {
        return this.fail(job, workerId, `The document could not be processed after ${maxAttempts} attempts.`);
      }
      await this.queue.retryLater(job, workerId, String((error as Error)?.message ?? error), 1000 * 2 ** job.attempts);
      await this.db.query(`UPDATE documents SET progress = $2 WHERE id = $1`, [document.id, { stage: 'queued', done: 0, total: 0 }]);
    } finally {
      clearInterval(heartbeat);
    }
  }

  private async fail(job: ClaimedJob, workerId: string, reason: string): Promise<void> {
    await this.db.query(
      `UPDATE documents SET status = 'failed', error = $2, progress = NULL, processing_completed_at = now()
        WHERE id = $1 AND status = 'processing'`,
      [job.documentId, reason],
    );
    await this.queue.finish(job, workerId, 'failed', reason);
  }

  private progressWriter(documentId: string): (progress: IngestProgress) => void {
    let last = 0;
    return (progress) => {
      const now = Date.now();
      if (now - last < PROGRESS_EVERY_MS && progress.done < progress.total) return;
      last = now;
      this.db
        .query(`UPDATE documents SET progress = $2 WHERE id = $1 AND status = 'processing'`, [documentId, progress])
        .catch((error) => this.logger.warn({ err: error }, 'Could not record progress'));
    };
  }
}
