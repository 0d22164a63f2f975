import { Inject, Injectable, Logger } from '@nestjs/common';
import { backoff } from '@pagewise/protocol/backoff';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { IngestProgress } from '../rag/rag.types.js';
import { type ClaimedJob, IngestionQueue } from './ingestion-queue.js';
import { classifyFailure, failureReason } from './processing-failure.js';
import { RAG, type RagPort } from './rag.token.js';
import { OcrSettingsService } from '../ocr/ocr-settings.service.js';
import { DocumentsRepository, type DocumentToProcess, QUEUED } from '../documents/documents.repository.js';
import { documentEventData } from '../webhooks/webhook-data.js';
import { emitWebhookEvent } from '../webhooks/webhook-outbox.js';

/** Progress is written at most this often: enough to watch, little enough not to slow the work. */
const PROGRESS_EVERY_MS = 500;
/** Waits between attempts after an outage: about 2 s, 4 s, 8 s … up to a minute. */
const FIRST_WAIT_MS = 2_000;
const LONGEST_WAIT_MS = 60_000;

/**
 * Processes one claimed job: reads the stored file, has the engine index it, records the outcome. A failure
 * is retried only when it may pass (an outage); otherwise the document fails at once, saying why.
 */
@Injectable()
export class DocumentProcessor {
  private readonly logger = new Logger('Ingestion');

  constructor(
    private readonly documents: DocumentsRepository,
    private readonly queue: IngestionQueue,
    @Inject(RAG) private readonly rag: RagPort,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly ocr: OcrSettingsService,
  ) {}

  async process(job: ClaimedJob): Promise<void> {
    const document = await this.documents.toProcess(job.documentId);
    if (!document) return this.queue.finish(job, 'done'); // deleted, or already settled
    const { maxAttempts } = this.config.ingestion;
    if (job.attempts > maxAttempts) {
      // Earlier workers claimed it and died each time (a file that kills the process, say): stop trying.
      this.logger.error(this.logContext(job, document), 'Processing a document stopped: its attempts ended without finishing');
      return this.fail(job, `Processing stopped after ${maxAttempts} attempts that did not finish.`);
    }

    const heartbeat = setInterval(() => {
      this.queue.renew(job).catch((error) => this.logger.warn(this.logContext(job, document, error), 'Could not renew a lease'));
    }, Math.max(200, Math.floor(this.config.ingestion.leaseMs / 3)));
    try {
      const result = await this.rag.ingest({
        organizationId: document.organization_id,
        documentId: document.id,
        name: document.name,
        bytes: new Uint8Array(document.bytes),
        ocr: await this.ocr.readingFor(document.organization_id),
        onProgress: this.progressWriter(job, document),
      });
      // The document.processed webhook event is written with the change (docs/webhooks.md).
      const updated = await this.documents.transaction(async (tx) => {
        const rows = await this.documents.markProcessed(tx, document.id, result);
        for (const row of rows) await emitWebhookEvent(tx, row.organization_id, 'document.processed', documentEventData(row));
        if (rows.length) await this.queue.finish(job, 'done', null, tx);
        return rows;
      });
      if (updated.length === 0) {
        // Deleted while it was being indexed: take back what was just written, then let the job go.
        await this.rag.forget(document.organization_id, document.id);
        await this.queue.finish(job, 'done');
      }
    } catch (error) {
      await this.settleFailure(job, document, error);
    } finally {
      clearInterval(heartbeat);
    }
  }

  private async settleFailure(job: ClaimedJob, document: DocumentToProcess, error: unknown): Promise<void> {
    const failure = classifyFailure(error);
    const context = { ...this.logContext(job, document, error), failure: failure.kind };
    if (failure.kind === 'outage' && job.attempts < this.config.ingestion.maxAttempts) {
      const delayMs = Math.round(backoff(job.attempts, FIRST_WAIT_MS, LONGEST_WAIT_MS));
      this.logger.warn({ ...context, retry_in_ms: delayMs }, 'Processing a document failed; it will be tried again');
      await this.queue.retryLater(job, String((error as Error)?.message ?? error), delayMs);
      await this.documents.recordProgress(document.id, QUEUED);
      return;
    }
    // A file that cannot be read is the uploader's to fix; anything else wants an operator's eye.
    if (failure.kind === 'unreadable') this.logger.warn(context, 'Processing a document failed: the file cannot be read');
    else this.logger.error(context, 'Processing a document failed');
    await this.fail(job, failureReason(failure, error, job.attempts));
  }

  private logContext(job: ClaimedJob, document: DocumentToProcess, error?: unknown) {
    return { ...(error === undefined ? {} : { err: error }), document_id: document.id, organization_id: document.organization_id, attempt: job.attempts };
  }

  private async fail(job: ClaimedJob, reason: string): Promise<void> {
    await this.documents.transaction(async (tx) => {
      const rows = await this.documents.markFailed(tx, job.documentId, reason);
      // document.failed, with the reason in data.error, written with the change (docs/webhooks.md).
      for (const row of rows) await emitWebhookEvent(tx, row.organization_id, 'document.failed', documentEventData(row));
    });
    await this.queue.finish(job, 'failed', reason);
  }

  private progressWriter(job: ClaimedJob, document: DocumentToProcess): (progress: IngestProgress) => void {
    let last = 0;
    let stage: IngestProgress['stage'] | null = null;
    return (progress) => {
      // The end of indexing is the document processed, which markProcessed records a moment later.
      if (progress.stage === 'indexing' && progress.done >= progress.total) return;
      const now = Date.now();
      // A new stage is always shown (reading a scanned page takes seconds: its start must not wait for its end).
      if (progress.stage === stage && now - last < PROGRESS_EVERY_MS && progress.done < progress.total) return;
      last = now;
      stage = progress.stage;
      this.documents
        .recordProgress(document.id, progress)
        .catch((error) => this.logger.warn(this.logContext(job, document, error), 'Could not record progress'));
    };
  }
}
