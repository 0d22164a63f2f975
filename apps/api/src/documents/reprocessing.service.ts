import { Injectable } from '@nestjs/common';
import { NotFoundError } from '../common/errors/domain-error.js';
import { IngestionQueue } from '../ingestion/ingestion-queue.js';
import { IngestionWorker } from '../ingestion/ingestion-worker.js';
import type { Document } from './document.entity.js';
import { DocumentsRepository } from './documents.repository.js';
import { isDocumentId } from './document-id.js';
import { DocumentNotFailedError } from './document.errors.js';

/**
 * Runs processing again for a failed document, from the file stored at upload (for instance once the cause of
 * its failure is fixed). Nothing is uploaded, so no plan limit is counted again.
 */
@Injectable()
export class ReprocessingService {
  constructor(
    private readonly documents: DocumentsRepository,
    private readonly queue: IngestionQueue,
    private readonly worker: IngestionWorker,
  ) {}

  /** Puts the document back to `processing` with a fresh job; refuses one that is not failed. */
  async reprocess(document: Document): Promise<Document> {
    if (document.status !== 'failed') throw new DocumentNotFailedError(document.status);
    await this.documents.transaction(async (tx) => {
      // Another request re-processed it a moment ago.
      if (!(await this.documents.reopen(tx, document.id))) throw new DocumentNotFailedError('processing');
      await this.queue.replace(tx, document.id);
    });
    this.worker.kick();
    return (await this.documents.find(document.id, null))!;
  }

  /** For the operator CLI, which knows a document by id alone. */
  async reprocessById(id: string): Promise<Document> {
    const document = isDocumentId(id) ? await this.documents.find(id, null) : null;
    if (!document) throw new NotFoundError('Document', 'document_not_found');
    return this.reprocess(document);
  }

  /** Every failed document of an organization (the operator CLI's `--failed`); returns their ids. */
  async reprocessFailed(organizationId: string): Promise<string[]> {
    const failed = await this.documents.failedOf(organizationId);
    for (const document of failed) await this.reprocess(document);
    return failed.map((d) => d.id);
  }
}
