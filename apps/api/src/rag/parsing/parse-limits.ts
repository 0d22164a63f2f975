const MB = 1024 * 1024;

/** What reading one PDF may cost. A document over any of these fails with a reason that names the bound. */
export interface PdfParseLimits {
  /** Wall time of the whole read. */
  timeoutMs: number;
  /** Resident memory of the parser process. */
  maxMemoryMb: number;
  /** What any one compressed stream may expand to. */
  maxStreamBytes: number;
  /** What all the compressed streams together may expand to. */
  maxDocumentBytes: number;
  maxPages: number;
  /** Extracted text, UTF-8. */
  maxTextBytes: number;
}

/**
 * Defaults, sized for the largest upload a server takes (MAX_UPLOAD_MB, 50 MB): see docs/configuration.md for
 * what legitimate PDFs of that size were measured to need.
 */
export const DEFAULT_PDF_PARSE_LIMITS: PdfParseLimits = {
  timeoutMs: 60_000,
  maxMemoryMb: 1024,
  maxStreamBytes: 256 * MB,
  maxDocumentBytes: 1024 * MB,
  maxPages: 10_000,
  maxTextBytes: 32 * MB,
};
