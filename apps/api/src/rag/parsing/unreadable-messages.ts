import { type UnreadableReason, UnreadableDocumentError } from '../rag.types.js';
import type { PdfParseLimits } from '../../config/reading-limits.js';

/** The sentence a user sees as the document's failure reason. */
export const UNREADABLE_MESSAGES: Record<'encrypted' | 'no_text' | 'corrupt', string> = {
  encrypted: 'This PDF is password-protected. Remove the password and upload it again.',
  no_text:
    'This PDF has no selectable text: it may be a scan or contain only images. Upload a PDF with a text layer (run it through OCR first).',
  corrupt: 'This file is damaged or is not a valid PDF.',
};

export function unreadable(reason: keyof typeof UNREADABLE_MESSAGES): UnreadableDocumentError {
  return new UnreadableDocumentError(reason, UNREADABLE_MESSAGES[reason]);
}

/** A bound of PdfParseLimits that a document went over. */
export type ParseBound = 'stream' | 'document' | 'pages' | 'text' | 'time' | 'memory';

const SPLIT = 'Split it into smaller files and upload them separately.';
const mb = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`);
const seconds = (ms: number) => (ms >= 1000 ? `${Math.round(ms / 1000)} seconds` : `${ms} ms`);

const BOUNDS: Record<ParseBound, [UnreadableReason, (limits: PdfParseLimits, found?: number) => string]> = {
  stream: ['too_large', (l) => `This PDF contains a part that expands to more than ${mb(l.maxStreamBytes)} when decompressed, which is over the limit. ${SPLIT}`],
  document: ['too_large', (l) => `This PDF expands to more than ${mb(l.maxDocumentBytes)} when decompressed, which is over the limit. ${SPLIT}`],
  pages: ['too_many_pages', (l, found) => `This PDF has ${found ?? 'more'} pages; the limit is ${l.maxPages}. ${SPLIT}`],
  text: ['too_much_text', (l) => `This PDF holds more than ${mb(l.maxTextBytes)} of text, which is over the limit. ${SPLIT}`],
  time: ['timeout', (l) => `This PDF took longer than ${seconds(l.timeoutMs)} to read, which is over the limit. ${SPLIT}`],
  memory: ['too_complex', (l) => `This PDF needs more than ${l.maxMemoryMb} MB of memory to read, which is over the limit. ${SPLIT}`],
};

/** The failure of a document over one of the bounds, in words that name the bound and its number. */
export function overLimit(bound: ParseBound, limits: PdfParseLimits, found?: number): UnreadableDocumentError {
  const [reason, message] = BOUNDS[bound];
  return new UnreadableDocumentError(reason, message(limits, found));
}
