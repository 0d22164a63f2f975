import { ApiProperty } from '@nestjs/swagger';
import type { Document, DocumentProgress, DocumentStatus } from './document.entity.js';

const STATUSES = ['processing', 'processed', 'failed'];

/** A document in lists and in the upload response. */
export class DocumentSummaryView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'handbook.pdf' }) name: string;
  @ApiProperty({ enum: STATUSES, enumName: 'DocumentStatus' }) status: DocumentStatus;
  @ApiProperty({ format: 'date-time' }) uploaded_at: string;
}

export class DocumentProgressView {
  @ApiProperty({ enum: ['queued', 'parsing', 'ocr', 'indexing'], description: 'ocr: reading scanned pages (pages without a text layer).' })
  stage: DocumentProgress['stage'];
  @ApiProperty({ description: 'Pages parsed, scanned pages read or chunks indexed so far.' }) done: number;
  @ApiProperty() total: number;
  @ApiProperty({ description: 'The stage in words, e.g. "Reading scanned page 3 of 12".', example: 'Reading scanned page 3 of 12' })
  message: string;
}

/** GET /v1/documents/{id}. */
export class DocumentDetailView extends DocumentSummaryView {
  @ApiProperty({ description: 'Size of the uploaded file in bytes.' }) file_size: number;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Page count, once processed.' }) pages: number | null;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) processing_completed_at: string | null;
  @ApiProperty({ type: 'string', nullable: true, description: 'Why processing failed (status failed).' })
  error: string | null;
  @ApiProperty({ type: DocumentProgressView, nullable: true, description: 'Work done so far (status processing).' })
  progress: DocumentProgressView | null;
}

export class DocumentDeletedView {
  @ApiProperty({ example: 'Document deleted.' }) message: string;
  @ApiProperty({ format: 'uuid' }) document_id: string;
}

export function summaryOf(document: Document): DocumentSummaryView {
  return { id: document.id, name: document.name, status: document.status, uploaded_at: document.uploadedAt.toISOString() };
}

export function detailOf(document: Document): DocumentDetailView {
  return {
    ...summaryOf(document),
    file_size: document.fileSize,
    pages: document.pages,
    processing_completed_at: document.processingCompletedAt?.toISOString() ?? null,
    error: document.error,
    progress: document.status === 'processing' && document.progress ? progressOf(document.progress) : null,
  };
}

/** The stage in words, as the dashboard shows it. */
export function progressOf(progress: DocumentProgress): DocumentProgressView {
  const { stage, done, total } = progress;
  return { stage, done, total, message: progressMessage(progress) };
}

function progressMessage({ stage, done, total }: DocumentProgress): string {
  switch (stage) {
    case 'queued':
      return 'Queued';
    case 'ocr':
      return `Reading scanned page ${Math.min(done + 1, total)} of ${total}`;
    case 'indexing':
      return total ? `Indexing ${done} of ${total} chunks` : 'Indexing';
    default:
      return 'Reading the text';
  }
}
