import { ApiProperty } from '@nestjs/swagger';
import type { Document, DocumentProgress, DocumentStatus, SkippedPage } from './document.entity.js';

const STATUSES = ['processing', 'processed', 'failed'];

/** A document in lists and in the upload response. */
export class DocumentSummaryView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'handbook.pdf' }) name: string;
  @ApiProperty({ enum: STATUSES, enumName: 'DocumentStatus' }) status: DocumentStatus;
  @ApiProperty({ format: 'date-time' }) uploaded_at: string;
}

/** A page left out of a processed document. */
export class SkippedPageView {
  @ApiProperty({ type: 'integer', example: 23, description: 'The page number, from 1.' }) page: number;
  @ApiProperty({
    example: 'damaged',
    description:
      'Why, as a short code: damaged (the page cannot be read from the file), ocr_low_confidence, ocr_timeout, ocr_too_complex, ocr_page_limit, ocr_off (a scanned page that OCR did not read).',
  })
  reason: string;
  @ApiProperty({ example: 'This page is damaged in the file and could not be read; the rest of the document was read.', description: 'The reason in a sentence, for the person who uploaded the document.' })
  message: string;
}

/** A document in GET /v1/documents. */
export class DocumentListItemView extends DocumentSummaryView {
  @ApiProperty({
    type: [SkippedPageView],
    description: 'Pages that could not be read and were left out when the document was processed; empty when every page was read, and while processing or failed.',
  })
  skipped_pages: SkippedPageView[];
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
export class DocumentDetailView extends DocumentListItemView {
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

export function listItemOf(document: Document): DocumentListItemView {
  return { ...summaryOf(document), skipped_pages: skippedPagesOf(document) };
}

export function detailOf(document: Document): DocumentDetailView {
  return {
    ...listItemOf(document),
    file_size: document.fileSize,
    pages: document.pages,
    processing_completed_at: document.processingCompletedAt?.toISOString() ?? null,
    error: document.error,
    progress: document.status === 'processing' && document.progress ? progressOf(document.progress) : null,
  };
}

function skippedPagesOf(document: Document): SkippedPageView[] {
  if (document.status !== 'processed') return [];
  return (document.skippedPages ?? []).map(({ page, reason, message }: SkippedPage) => ({ page, reason, message }));
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
