/**
 * [offset, length, x0, y0, x1, y1]: `text.slice(offset, offset+length)` is drawn inside the box (x0,y0)-(x1,y1)
 * in PDF user space (points, origin bottom-left of the unrotated page, the coordinates pdf.js's
 * viewport.convertToViewportRectangle takes).
 */
export type TextRun = [number, number, number, number, number, number];

/**
 * Where a page's text lies, so that an answer can show the quoted sentence's rectangles on the page. `text` is
 * the page's text as the parser assembled it (before normalization and repair); `width`/`height` the page's view
 * box size. A run is one of pdf.js's text items (a word, part of a line or a whole line, in one font): a part
 * of it is found by its share of the run's characters. OCR pages have the same shape, from word boxes.
 */
export interface PageLayout {
  page: number;
  width: number;
  height: number;
  text: string;
  runs: TextRun[];
}

/** Why a page was left out of a document, as the parser (or OCR) says it and GET /v1/documents/{id} shows it. */
export interface SkippedPage {
  /** A short code: `damaged` (the parser could not read it); OCR adds its own. */
  reason: string;
  /** A sentence for the person who uploaded the document. */
  message: string;
}

/**
 * One page of the parser's reply. `needsOcr`: the page was read but has no text layer (no letter or digit), so
 * OCR may read its image; `skipped`: the page could not be read at all, and why.
 */
export interface ParsedPage {
  page: number;
  text: string;
  layout?: PageLayout;
  skipped?: SkippedPage;
  needsOcr?: boolean;
}
