import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { cleanName } from '../common/text/names.js';

export type DocumentStatus = 'processing' | 'processed' | 'failed';

/** What processing has done so far, shown while a document is processing; ocr: scanned pages read. */
export interface DocumentProgress {
  stage: 'queued' | 'parsing' | 'ocr' | 'indexing';
  done: number;
  total: number;
}

/** A page left out of a processed document, and why (a short code and a sentence for the user). */
export interface SkippedPage {
  page: number;
  reason: string;
  message: string;
}

/** An uploaded PDF of one organization; its bytes live in document_files until it is deleted. */
@Entity('documents')
export class Document {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('uuid', { name: 'organization_id' }) organizationId: string;
  @Column('text', { transformer: cleanName }) name: string;
  @Column('text') status: DocumentStatus;
  @Column('integer', { name: 'file_size' }) fileSize: number;
  @Column('integer', { nullable: true }) pages: number | null;
  @Column('integer', { nullable: true }) chunks: number | null;
  @Column('jsonb', { nullable: true }) progress: DocumentProgress | null;
  /** Pages that could not be read and were left out when it was processed (none while processing or failed). */
  @Column('jsonb', { name: 'skipped_pages', default: () => "'[]'::jsonb" }) skippedPages: SkippedPage[];
  /** Why processing failed, as a sentence for the user. */
  @Column('text', { nullable: true }) error: string | null;
  @Column('timestamptz', { name: 'uploaded_at', default: () => 'now()' }) uploadedAt: Date;
  @Column('timestamptz', { name: 'processing_completed_at', nullable: true }) processingCompletedAt: Date | null;
}
