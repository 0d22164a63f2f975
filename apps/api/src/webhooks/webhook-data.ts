import type { Document } from '../documents/document.entity.js';
import { type DocumentDetailView, detailOf } from '../documents/document.views.js';

/** The columns of a documents row, as `RETURNING *` gives them. */
export interface DocumentRow {
  id: string;
  organization_id: string;
  name: string;
  status: Document['status'];
  file_size: number;
  pages: number | null;
  chunks: number | null;
  progress: Document['progress'];
  error: string | null;
  /** Absent in rows read before the column existed. */
  skipped_pages?: Document['skippedPages'];
  uploaded_at: Date | string;
  processing_completed_at: Date | string | null;
}

/** A document event's data: the document as GET /v1/documents/{id} shows it. */
export function documentEventData(row: DocumentRow): DocumentDetailView {
  return detailOf({
    id: row.id,
    organizationId: row.organization_id,
    name: row.name,
    status: row.status,
    fileSize: row.file_size,
    pages: row.pages,
    chunks: row.chunks,
    progress: row.progress,
    error: row.error,
    skippedPages: row.skipped_pages ?? [],
    uploadedAt: new Date(row.uploaded_at),
    processingCompletedAt: row.processing_completed_at === null ? null : new Date(row.processing_completed_at),
  } as Document);
}
