import { Transform } from 'class-transformer';
import type { ValueTransformer } from 'typeorm';

/** The longest name anything may have (documents, keys, organizations): longer is refused with 422. */
export const NAME_MAX_LENGTH = 255;

/**
 * Bidirectional controls: embeddings and overrides (U+202A–U+202E), isolates (U+2066–U+2069), the left-to-right
 * and right-to-left marks (U+200E/F) and the Arabic letter mark (U+061C). In a name they only serve to make it
 * read as something else ("invoice\u202Efdp.exe" shows as "invoiceexe.pdf"), so names never keep them.
 */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

export function stripBidiControls(value: string): string {
  return value.replace(BIDI_CONTROLS, '');
}

/** DTO fields: strips bidirectional controls before the length rules see the value. */
export const StripBidiControls = () => Transform(({ value }) => (typeof value === 'string' ? stripBidiControls(value) : value));

/** Name columns: whatever path writes a name (API, signup, CLI), and names stored before this rule, read clean. */
export const cleanName: ValueTransformer = {
  to: (value: unknown) => (typeof value === 'string' ? stripBidiControls(value) : value),
  from: (value: unknown) => (typeof value === 'string' ? stripBidiControls(value) : value),
};
