import type { ParsedPage } from './page-layout.js';

/** What the parser reads of a PDF: every page (text, layout, or why it was skipped) and the title it declares. */
export interface ParsedDocument {
  pages: ParsedPage[];
  title?: string;
}

/**
 * Reads a PDF's text page by page, isolated from the API process (time and memory limits).
 * Throws UnreadableDocumentError for encrypted, corrupt or hostile files, and when no page can be read; a page
 * that cannot be read comes back `skipped` (reason `damaged`), pages without text come back marked `needsOcr`
 * (page-layout.ts), and it is for the caller to decide what a document without any text is.
 */
export interface PdfParser {
  /**
   * `isolation` names the file's owner (the organization): files of different owners are never read by one
   * process. `documentId` goes with what is logged about the file.
   */
  parse(bytes: Uint8Array, isolation?: string, documentId?: string): Promise<ParsedDocument>;
}

export const PDF_PARSER = Symbol('PdfParser');
