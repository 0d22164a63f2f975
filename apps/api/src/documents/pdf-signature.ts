/**
 * Decides by content, never by name or declared type, whether bytes are a PDF: the `%PDF-x.y` header within
 * the first 1024 bytes (where readers look for it) and an `%%EOF` marker near the end. Whether the pages can
 * be read is found out by processing, which fails the document with a reason when they cannot.
 */
const HEADER_WINDOW = 1024;
const TRAILER_WINDOW = 4096;

export function looksLikePdf(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, HEADER_WINDOW)).toString('latin1');
  if (!/%PDF-[12]\.\d/.test(head)) return false;
  const tailStart = Math.max(0, bytes.length - TRAILER_WINDOW);
  const tail = Buffer.from(bytes.buffer, bytes.byteOffset + tailStart, bytes.length - tailStart).toString('latin1');
  return tail.includes('%%EOF');
}
