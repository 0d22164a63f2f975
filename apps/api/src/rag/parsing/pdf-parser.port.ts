import type { PdfPage } from '../rag.types.js';

/**
 * Reads a PDF's text page by page, isolated from the API process (time and memory limits).
 * Throws UnreadableDocumentError for encrypted, empty, image-only, corrupt or hostile files.
 */
export interface PdfParser {
  parse(bytes: Uint8Array): Promise<{ pages: PdfPage[]; title?: string }>;
}

export const PDF_PARSER = Symbol('PdfParser');
