import { DomainError } from '../common/errors/domain-error.js';
import type { DocumentStatus } from './document.entity.js';

export class NotAPdfError extends DomainError {
  constructor() {
    super('not_a_pdf', 'The file is not a PDF. Upload a PDF document.');
  }
}

export class FileRequiredError extends DomainError {
  constructor() {
    super('validation_failed', 'A file is required: send the PDF in the multipart field "file".');
  }
}

/** C0 controls and DEL: a null character cannot be stored, the others garble lists and logs. */
export const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/** The multipart body could not be read at all (no boundary, cut off, a broken part header). */
export class MalformedUploadError extends DomainError {
  constructor(cause: unknown) {
    const detail = cause instanceof Error && cause.message ? ` (${cause.message.replace(/\.$/, '')})` : '';
    super('bad_request', `The upload is not a readable multipart form${detail}. Send multipart/form-data with the PDF in the field "file".`);
  }
}

export class FileTooLargeError extends DomainError {
  constructor(limitBytes: number, planTitle: string) {
    super('file_too_large', `The file is larger than ${formatBytes(limitBytes)}, the largest upload the ${planTitle} plan allows.`);
  }
}

export class DocumentLimitError extends DomainError {
  constructor(maxDocuments: number, planTitle: string) {
    const count = maxDocuments === 1 ? '1 document' : `${maxDocuments} documents`;
    super('document_limit_reached', `The ${planTitle} plan allows ${count}; delete one before uploading another.`);
  }
}

/** Only a failed document is processed again; one still processing or already processed is refused. */
export class DocumentNotFailedError extends DomainError {
  constructor(status: DocumentStatus) {
    const state = status === 'processing' ? 'is still processing' : 'is already processed';
    super('document_not_failed', `This document ${state}; only a failed document can be re-processed.`);
  }
}

export function formatBytes(bytes: number): string {
  const mb = 1024 * 1024;
  if (bytes >= mb && bytes % mb === 0) return `${bytes / mb} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return bytes >= mb ? `${(bytes / mb).toFixed(1)} MB` : `${bytes} bytes`;
}
