import { type UnreadableReason, UnreadableDocumentError } from '../rag.types.js';

/** The sentence a user sees as the document's failure reason. */
export const UNREADABLE_MESSAGES: Record<UnreadableReason, string> = {
  encrypted: 'This PDF is password-protected. Remove the password and upload it again.',
  no_text:
    'This PDF has no selectable text: it may be a scan or contain only images. Upload a PDF with a text layer (run it through OCR first).',
  corrupt: 'This file is damaged or is not a valid PDF.',
  timeout: 'This PDF took too long to read. Try splitting it into smaller files.',
  too_complex: 'This PDF is too complex to read within the memory limit. Try splitting it into smaller files.',
};

export function unreadable(reason: UnreadableReason): UnreadableDocumentError {
  return new UnreadableDocumentError(reason, UNREADABLE_MESSAGES[reason]);
}
