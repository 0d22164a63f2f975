import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { returning } from '../database/returning.js';
import type { DocumentRow } from '../webhooks/webhook-data.js';
import { Document, type DocumentProgress, type SkippedPage } from './document.entity.js';

/** What processing reads of a document: its owner, name and stored file. */
export interface DocumentToProcess {
  id: string;
  organization_id: string;
  name: string;
  bytes: Buffer;
}

export const QUEUED: DocumentProgress = { stage: 'queued', done: 0, total: 0 };

/**
 * Files cross the driver as base64 text: embedded PGlite turns bytea into hex and back one byte at a time in
 * JavaScript (about 0.2 s a megabyte each way), where the database's own encode/decode is all but free.
 */
const FILE_AS_BASE64 = `encode(f.bytes, 'base64') AS bytes`;

/**
 * Documents and their stored files, and every statement about them: what the API reads and writes, and the
 * status changes processing makes. A method that takes `tx` runs inside the caller's transaction, so a change
 * and what goes with it (the ingestion job, a webhook event) commit together.
 */
@Injectable()
export class DocumentsRepository {
  constructor(@InjectRepository(Document) private readonly documents: Repository<Document>) {}

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.documents.manager.transaction(work);
  }

  list(organizationId: string): Promise<Document[]> {
    return this.documents.find({ where: { organizationId }, order: { uploadedAt: 'DESC' } });
  }

  /** One organization's document; `organizationId` null reads any (the operator CLI). */
  find(id: string, organizationId: string | null): Promise<Document | null> {
    return this.documents.findOneBy(organizationId === null ? { id } : { id, organizationId });
  }

  failedOf(organizationId: string): Promise<Document[]> {
    return this.documents.findBy({ organizationId, status: 'failed' });
  }

  async fileOf(id: string): Promise<Buffer | null> {
    const [row] = await this.documents.query(`SELECT ${FILE_AS_BASE64} FROM document_files f WHERE document_id = $1`, [id]);
    return row ? Buffer.from(row.bytes, 'base64') : null;
  }

  /**
   * Adds a document and its file, unless the organization already holds `maxDocuments` (null: no cap), in which
   * case it answers null. The organization's row is locked first, so two uploads at once cannot both slip under.
   */
  async add(tx: EntityManager, input: { organizationId: string; name: string; bytes: Buffer }, maxDocuments: number | null): Promise<Document | null> {
    await tx.query('SELECT id FROM organizations WHERE id = $1 FOR UPDATE', [input.organizationId]);
    if (maxDocuments !== null && (await tx.count(Document, { where: { organizationId: input.organizationId } })) >= maxDocuments) return null;
    const saved = await tx.save(
      tx.create(Document, {
        organizationId: input.organizationId,
        name: input.name,
        status: 'processing',
        fileSize: input.bytes.length,
        progress: QUEUED,
      }),
    );
    await tx.query(`INSERT INTO document_files (document_id, bytes) VALUES ($1, decode($2, 'base64'))`, [saved.id, input.bytes.toString('base64')]);
    return saved;
  }

  /** Deletes the row (its file and job go with it); false when it was gone already. */
  async remove(tx: EntityManager, document: Pick<Document, 'id' | 'organizationId'>): Promise<boolean> {
    const deleted = await tx.getRepository(Document).delete({ id: document.id, organizationId: document.organizationId });
    return Boolean(deleted.affected);
  }

  /** A failed document back to processing; false when it is not failed (any more). */
  async reopen(tx: EntityManager, id: string): Promise<boolean> {
    const updated = await returning(
      tx,
      `UPDATE documents SET status = 'processing', error = NULL, pages = NULL, chunks = NULL, progress = $2,
              skipped_pages = '[]'::jsonb, processing_completed_at = NULL
        WHERE id = $1 AND status = 'failed' RETURNING id`,
      [id, QUEUED],
    );
    return updated.length > 0;
  }

  /** The document and its file, while it is still processing (not deleted, not settled). */
  async toProcess(id: string): Promise<DocumentToProcess | null> {
    const [document] = await this.documents.query(
      `SELECT d.id, d.organization_id, d.name, ${FILE_AS_BASE64} FROM documents d JOIN document_files f ON f.document_id = d.id
        WHERE d.id = $1 AND d.status = 'processing'`,
      [id],
    );
    return document ? { ...document, bytes: Buffer.from(document.bytes, 'base64') } : null;
  }

  /** processing → processed; the row as it now is, or none when it was deleted or settled meanwhile. */
  markProcessed(tx: EntityManager, id: string, result: { pages: number; chunks: number; skippedPages: SkippedPage[] }): Promise<DocumentRow[]> {
    return returning<DocumentRow>(
      tx,
      `UPDATE documents SET status = 'processed', pages = $2, chunks = $3, skipped_pages = $4::jsonb, progress = NULL,
              error = NULL, processing_completed_at = now()
        WHERE id = $1 AND status = 'processing' RETURNING *`,
      [id, result.pages, result.chunks, JSON.stringify(result.skippedPages)],
    );
  }

  /** processing → failed with the reason a person reads; the row as it now is, or none. */
  markFailed(tx: EntityManager, id: string, reason: string): Promise<DocumentRow[]> {
    return returning<DocumentRow>(
      tx,
      `UPDATE documents SET status = 'failed', error = $2, progress = NULL, processing_completed_at = now()
        WHERE id = $1 AND status = 'processing' RETURNING *`,
      [id, reason],
    );
  }

  async recordProgress(id: string, progress: DocumentProgress): Promise<void> {
    await this.documents.query(`UPDATE documents SET progress = $2 WHERE id = $1 AND status = 'processing'`, [id, progress]);
  }
}
