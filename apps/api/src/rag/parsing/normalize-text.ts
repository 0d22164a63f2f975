import type { PdfPage } from '../rag.types.js';
import { restoreArabicOrder } from './arabic-visual-order.js';
import { restoreLogicalOrder } from './indic-visual-order.js';

/** Line breaks in any convention, and the page and line feeds some generators write between lines. */
const BREAKS = /\r\n?|[\v\f]/g;
/**
 * C0 controls other than tab and newline, and DEL. A glyph with no Unicode value often extracts as U+0000,
 * which PostgreSQL cannot store in text: one such symbol would fail the whole document.
 */
const CONTROLS = /[\u0000-\u0008\u000E-\u001F\u007F]/g;
/** Half of a surrogate pair without the other half: not a character, and not valid UTF-8. */
const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Text fit to store and compare: no control characters or broken surrogates, Arabic drawn in presentation forms
 * back in typed order, composed (NFC).
 */
export function normalizeText(text: string): string {
  return clean(text).normalize('NFC');
}

/**
 * Every page's text, cleaned as normalizeText does and, where the PDF stores Indic text in drawing order,
 * put back in the order it is typed (which search expects); see docs/api.md (Processing).
 */
export function normalizePages(pages: PdfPage[]): PdfPage[] {
  const texts = restoreLogicalOrder(pages.map((p) => clean(p.text)));
  // NFC after reordering: a two-part vowel (Tamil ொ, Bengali ো) composes only once its halves sit together.
  return pages.map((p, i) => ({ page: p.page, text: texts[i].normalize('NFC') }));
}

function clean(text: string): string {
  return restoreArabicOrder(text.replace(BREAKS, '\n').replace(CONTROLS, '').replace(LONE_SURROGATES, ''));
}
