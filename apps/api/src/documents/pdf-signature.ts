/**
 * Decides by content, never by name or declared type, whether bytes are a PDF: the `%PDF-` header within the
 * first 1024 bytes, where pdf.js looks for it (a few bytes of junk before it are common). Nothing is asked of the
 * end of the file: pdf.js opens files without `%%EOF` (a truncated download, a writer that never wrote it) by
 * rebuilding their cross-reference table, so whether the pages can be read is found out by processing, which
 * keeps what it could read or fails the document with a reason.
 */
const HEADER_WINDOW = 1024;

export function looksLikePdf(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, HEADER_WINDOW)).toString('latin1');
  return head.includes('%PDF-');
}
