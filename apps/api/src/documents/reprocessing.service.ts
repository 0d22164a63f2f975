import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { NotFoundError } from '../common/errors/domain-error.js';
import { IngestionQueue } from '../ingestion/ingestion-queue.js';
import { IngestionWorker } from '../ingestion/ingestion-worker.js';
import { Document } from './document.entity.js';
import { isDocumentId } from './document-id.js';
import { DocumentNotFailedError } from './document.errors.js';
import { returning } from '../database/returning.js';

/**
 * Runs processing again for a failed document, from the file stored at upload (for instance once the cause of
 * its failure is fixed). Nothing is uploaded, so no plan limit is counted again.
 */
@Injectable()
export class ReprocessingService {
  constructor(
    private readonly db: DataSource,
    private readonly queue: IngestionQueue,
    private readonly worker: IngestionWorker,
  ) {}

  /** Puts the document back to `processing` with a fresh job; refuses one that is not failed. */
  async reprocess(document: Document): Promise<Document> {
    if (document.status !== 'failed') throw new DocumentNotFailedError(document.status);
    await this.db.transaction(async (tx) => {
      const updated = await returning(
        tx,
        `UPDATE documents SET status = 'processing', error = NULL, pages = NULL, chunks = NULL, progress = $2,
                processing_completed_at = NULL
          WHERE id = $1 AND status = 'failed' RETURNING id`,
        [document.id, { stage: 'queued', done: 0, total: 0 }],
      );
      // Another request re-processed it a moment ago.
      if (updated.length === 0) throw new DocumentNotFailedError('processing');
      await this.queue.replace(tx, document.id);
    });
    this.worker.kick();
    return this.db.getRepository(Document).findOneByOrFail({ id: document.id });
  }

  /** For the operator CLI, which knows a document by id alone. */
  async reprocessById(id: string): Promise<Document> {
    const document = isDocumentId(id) ? await this.db.getRepository(Document).findOneBy({ id }) : null;
    if (!document) throw new NotFoundError('Document', 'document_not_found');
    return this.reprocess(document);
  }

  /** Every failed document of an organization (the operator CLI's `--failed`); returns their ids. */
  async reprocessFailed(organizationId: string): Promise<string[]> {
    const failed = await this.db.getRepository(Document).findBy({ organizationId, status: 'failed' });
    for (const document of failed) await this.reprocess(document);
    return failed.map((d) => d.id);
  }
}
