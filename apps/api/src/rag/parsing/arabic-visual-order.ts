/**
 * Arabic presentation forms (U+FB50–U+FDFF, U+FE70–U+FEFF): the shaped glyphs a renderer draws. Text typed on a
 * keyboard never holds them; a PDF whose text layer does was written glyph by glyph, in drawing order (left to
 * right), as Chromium's print-to-PDF does: "سياسة" comes out as "ﺔﺳﺎﻴﺳ".
 */
const PRESENTATION_FORM = /[\uFB50-\uFDFF\uFE70-\uFEFF]/;
const PRESENTATION_FORMS = /[\uFB50-\uFDFF\uFE70-\uFEFE]+/g;
/** Letters and digits that run left to right inside a right-to-left line (Latin words, numbers). */
const LEFT_TO_RIGHT = /[\p{L}\p{N}]/u;
const RIGHT_TO_LEFT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}]/u;
const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });

/**
 * Each line drawn in presentation forms, put back in the order it is typed: the line is reversed grapheme by
 * grapheme (a letter keeps its marks), the left-to-right runs inside it (numbers, Latin words) are turned back,
 * and the presentation forms are decomposed to the letters they show (NFKC, which also splits the lam-alef
 * ligature into lam then alef). Lines without presentation forms are left as they are.
 */
export function restoreArabicOrder(text: string): string {
  if (!PRESENTATION_FORM.test(text)) return text;
  return text
    .split('\n')
    .map((line) => (PRESENTATION_FORM.test(line) ? toLogical(line) : line))
    .join('\n');
}

function toLogical(line: string): string {
  const reversed = Array.from(graphemes.segment(line), (g) => g.segment).reverse();
  const out: string[] = [];
  // A left-to-right run: from one LTR letter or digit to the last before the next RTL letter.
  let run: string[] = [];
  const flush = () => {
    let end = run.length;
    while (end > 0 && !LEFT_TO_RIGHT.test(run[end - 1]) ) end--;
    let start = 0;
    while (start < end && !LEFT_TO_RIGHT.test(run[start])) start++;
    out.push(...run.slice(0, start), ...run.slice(start, end).reverse(), ...run.slice(end));
    run = [];
  };
  for (const g of reversed) {
    if (RIGHT_TO_LEFT.test(g) || PRESENTATION_FORM.test(g)) {
      flush();
      out.push(g);
    } else run.push(g);
  }
  flush();
  return out.join('').replace(PRESENTATION_FORMS, (forms) => forms.normalize('NFKC'));
}
