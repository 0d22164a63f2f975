import type { PdfPage } from '../rag.types.js';

/**
 * Reads a PDF's text page by page, isolated from the API process (time and memory limits).
 * Throws UnreadableDocumentError for encrypted, empty, image-only, corrupt or hostile files.
 */
export interface PdfParser {
  /** `isolation` names the file's owner (the organization): files of different owners are never read by one process. */
  parse(bytes: Uint8Array, isolation?: string): Promise<{ pages: PdfPage[]; title?: string }>;
}

export const PDF_PARSER = Symbol('PdfParser');
