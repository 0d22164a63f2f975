/**
 * What reading documents may cost, as the deployment configures it (PDF_PARSE_*, OCR_*): the shapes and defaults
 * live here, in the platform, so that configuration imports no feature; the parser and OCR read them from here.
 */

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

/** What reading one scanned page may cost, and how sure the reading must be (OCR_*). */
export interface OcrLimits {
  /** Wall time of one page (drawing it, finding its script, reading it). */
  pageTimeoutMs: number;
  /** Resident memory of the process that reads (pdf.js, the page image and the language models loaded). */
  maxMemoryMb: number;
  /** The largest page image read, in pixels. */
  maxPixels: number;
  /** tesseract's mean word confidence (0–100) below which a page is skipped rather than indexed as misread text. */
  minConfidence: number;
}

export const DEFAULT_OCR_LIMITS: OcrLimits = { pageTimeoutMs: 60_000, maxMemoryMb: 1536, maxPixels: 40_000_000, minConfidence: 50 };
