import { DomainError } from '../common/errors/domain-error.js';

export class NotAPdfError extends DomainError {
  constructor() {
    super(422, 'not_a_pdf', 'The file is not a PDF. Upload a PDF document.');
  }
}

export class FileRequiredError extends DomainError {
  constructor() {
    super(422, 'validation_failed', 'A file is required: send the PDF in the multipart field "file".');
  }
}

export class FileTooLargeError extends DomainError {
  constructor(limitBytes: number, planTitle: string) {
    super(413, 'file_too_large', `The file is larger than ${formatBytes(limitBytes)}, the largest upload the ${planTitle} plan allows.`);
  }
}

export class DocumentLimitError extends DomainError {
  constructor(maxDocuments: number, planTitle: string) {
    const count = maxDocuments === 1 ? '1 document' : `${maxDocuments} documents`;
    super(403, 'document_limit_reached', `The ${planTitle} plan allows ${count}; delete one before uploading another.`);
  }
}

export function formatBytes(bytes: number): string {
  const mb = 1024 * 1024;
  if (bytes >= mb && bytes % mb === 0) return `${bytes / mb} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return bytes >= mb ? `${(bytes / mb).toFixed(1)} MB` : `${bytes} bytes`;
}
