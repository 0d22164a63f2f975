import { Inject, Injectable } from '@nestjs/common';
import { NotFoundError } from '../common/errors/domain-error.js';
import type { ApiKeyContext } from '../keys/api-key-context.js';
import { IngestionQueue } from '../ingestion/ingestion-queue.js';
import { IngestionWorker } from '../ingestion/ingestion-worker.js';
import { PlansService } from '../plans/plans.service.js';
import { RAG, type RagPort } from '../ingestion/rag.token.js';
import type { Document } from './document.entity.js';
import { DocumentsRepository } from './documents.repository.js';
import { DocumentLimitError, FileRequiredError, FileTooLargeError, NotAPdfError } from './document.errors.js';
import { type DocumentDeletedView, type DocumentDetailView, type DocumentListItemView, type DocumentSummaryView, detailOf, listItemOf, summaryOf } from './document.views.js';
import { looksLikePdf } from './pdf-signature.js';
import { isDocumentId } from './document-id.js';
import { ReprocessingService } from './reprocessing.service.js';
import { emitWebhookEvent } from '../webhooks/webhook-outbox.js';
import { DataDirSpace } from '../database/data-dir-space.js';
import { stripBidiControls } from '../common/text/names.js';

export interface UploadedPdf {
  originalname: string;
  buffer: Buffer;
  size: number;
}

/** An organization's documents: upload (checked, stored, queued), list, read, delete for good. */
@Injectable()
export class DocumentsService {
  constructor(
    private readonly documents: DocumentsRepository,
    private readonly plans: PlansService,
    private readonly queue: IngestionQueue,
    private readonly worker: IngestionWorker,
    private readonly reprocessing: ReprocessingService,
    @Inject(RAG) private readonly rag: RagPort,
    private readonly disk: DataDirSpace,
  ) {}

  async upload(key: ApiKeyContext, file: UploadedPdf | undefined, name?: string): Promise<DocumentSummaryView> {
    if (!file) throw new FileRequiredError();
    const organization = key.organization;
    const limits = this.plans.limitsFor(organization);
    const planTitle = this.plans.get(organization.plan).title;
    if (limits.maxFileBytes !== null && file.size > limits.maxFileBytes) throw new FileTooLargeError(limits.maxFileBytes, planTitle);
    if (!looksLikePdf(file.buffer)) throw new NotAPdfError();
    await this.disk.assertRoomFor(file.size);

    const document = await this.documents.transaction(async (tx) => {
      const saved = await this.documents.add(
        tx,
        { organizationId: organization.id, name: stripBidiControls(name ?? '').trim() || stripBidiControls(file.originalname ?? '').trim() || 'document.pdf', bytes: file.buffer },
        limits.maxDocuments,
      );
      if (!saved) throw new DocumentLimitError(limits.maxDocuments!, planTitle);
      await this.queue.enqueue(tx, saved.id);
      return saved;
    });
    this.worker.kick();
    return summaryOf(document);
  }

  async list(key: ApiKeyContext): Promise<DocumentListItemView[]> {
    return (await this.documents.list(key.organization.id)).map(listItemOf);
  }

  async get(key: ApiKeyContext, id: string): Promise<DocumentDetailView> {
    return detailOf(await this.find(key, id));
  }

  /** The original upload, byte for byte (kept in document_files for re-processing and for reading it again). */
  async file(key: ApiKeyContext, id: string): Promise<{ name: string; bytes: Buffer }> {
    const document = await this.find(key, id);
    const bytes = await this.documents.fileOf(document.id);
    if (!bytes) throw new NotFoundError('Document', 'document_not_found');
    return { name: document.name, bytes };
  }

  async reprocess(key: ApiKeyContext, id: string): Promise<DocumentDetailView> {
    return detailOf(await this.reprocessing.reprocess(await this.find(key, id)));
  }

  /** Permanent: the file, the job and the row go with the row; chunks and vectors through the engine. */
  async remove(key: ApiKeyContext, id: string): Promise<DocumentDeletedView> {
    const document = await this.find(key, id);
    await this.rag.forget(document.organizationId, document.id);
    await this.documents.transaction(async (tx) => {
      // document.deleted, written with the deletion (docs/webhooks.md): the document as it was.
      if (await this.documents.remove(tx, document)) await emitWebhookEvent(tx, document.organizationId, 'document.deleted', detailOf(document));
    });
    return { message: 'Document deleted.', document_id: document.id };
  }

  /** Another organization's document, or an id that is not one, reads as not found: nothing leaks. */
  private async find(key: ApiKeyContext, id: string): Promise<Document> {
    const document = isDocumentId(id) ? await this.documents.find(id, key.organization.id) : null;
    if (!document) throw new NotFoundError('Document', 'document_not_found');
    return document;
  }
}
