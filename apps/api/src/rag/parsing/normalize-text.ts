import type { PdfPage } from '../rag.types.js';
import { restoreArabicOrder } from './arabic-visual-order.js';
import { restoreLogicalOrder } from './indic-visual-order.js';

/** Line breaks in any convention, and the page and line feeds some generators write between lines. */
const BREAKS = /\r\n?|[\v\f]/g;
/**
 * A glyph with no Unicode value often extracts as U+0000, which PostgreSQL cannot store in text (one such symbol
 * would fail the whole document). It stands for a symbol or a missing ligature, not for a gap: it is dropped.
 */
const NUL = /\u0000/g;
/**
 * The other C0 controls (but tab and newline), DEL and the C1 controls. Fonts that map the word space to a
 * control code are common (a paper whose font maps it to U+0002 read "Initialscaleitemsforperceivedusefulness"
 * when these were deleted), and none of them is text: each reads as a space.
 */
const CONTROLS = /[\u0001-\u0008\u000E-\u001F\u007F-\u009F]/g;
/**
 * C1 codes that Windows-1252 uses for punctuation and letters: a font whose ToUnicode map copies its
 * WinAnsi codes gives "don\u0092t" for "don’t". Read as what they print, not as a space.
 */
const WINDOWS_1252: Record<string, string> = {
  '\u0080': '€', '\u0082': '‚', '\u0083': 'ƒ', '\u0084': '„', '\u0085': '…', '\u0086': '†', '\u0087': '‡', '\u0088': 'ˆ',
  '\u0089': '‰', '\u008A': 'Š', '\u008B': '‹', '\u008C': 'Œ', '\u008E': 'Ž', '\u0091': '‘', '\u0092': '’', '\u0093': '“',
  '\u0094': '”', '\u0095': '•', '\u0096': '–', '\u0097': '—', '\u0098': '˜', '\u0099': '™', '\u009A': 'š', '\u009B': '›',
  '\u009C': 'œ', '\u009E': 'ž', '\u009F': 'Ÿ',
};
/** A soft hyphen: invisible inside a line; at a line's end it marks a word the wrap broke (paragraphs.ts joins it). */
const SOFT_HYPHEN_INSIDE = /\u00AD(?![ \t]*\n)/g;
/** Two or more spaces (a control read as a space beside a real one): one. */
const SPACES = / {2,}/g;
/** Half of a surrogate pair without the other half: not a character, and not valid UTF-8. */
const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Text fit to store and compare: control characters read as spaces (U+0000 dropped), soft hyphens kept only at
 * a line's end, no broken surrogates, Arabic drawn in presentation forms back in typed order, composed (NFC).
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
  const read = text
    .replace(BREAKS, '\n')
    .replace(NUL, '')
    .replace(CONTROLS, (c) => WINDOWS_1252[c] ?? ' ')
    .replace(SOFT_HYPHEN_INSIDE, '')
    .replace(SPACES, ' ')
    .replace(LONE_SURROGATES, '');
  return restoreArabicOrder(read);
}
