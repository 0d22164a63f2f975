/** What pdf.js's getTextContent({ includeMarkedContent: true }) lists, as far as the page text needs it. */
export type TextContentItem =
  | { str: string; transform: number[]; width: number; height: number; hasEOL: boolean }
  | { type: 'beginMarkedContent' | 'beginMarkedContentProps' | 'endMarkedContent'; tag?: string | null; actualText?: string | null };

/**
 * One page's text from pdf.js's text items, joined the way pdf-parse joins them (a line break where the baseline
 * moves by more than a line, a tab where a gap on the same line is wider than a word space), except inside marked
 * content with an `ActualText`: there the drawn glyphs are replaced by that text, said once.
 *
 * Chromium's print to PDF (and other writers that shape text with HarfBuzz) maps a shaped cluster's glyphs to
 * no text or to the wrong letters: "दि" is drawn as the sign ि and then द, and the sign maps to nothing. It says
 * what the cluster reads as in `/Span << /ActualText (...) >> BDC ... EMC`, which the parser's pdf.js (patched,
 * see docs/hardening.md) reports as `actualText` on the marked content's start. A word space drawn just before
 * such a span is reported by pdf.js inside it, ahead of the glyphs, and is kept.
 *
 * Inside `/ReversedChars` (Chromium's right-to-left runs, Arabic and Hebrew) the glyphs are listed in drawing
 * order and each span's ActualText is a single letter: saying those would turn the run's presentation forms, from
 * which arabic-visual-order.ts recognises and restores drawing order, into plain letters still reversed. There the
 * glyphs are kept.
 *
 * Self-contained (no imports, no helpers outside it): it runs in the parser process as its own text.
 */
export function assemblePageText(items: TextContentItem[], toViewport: (x: number, y: number) => number[]): string {
  const LINE_THRESHOLD = 4.6;
  const CELL_THRESHOLD = 7;
  const out: string[] = [];
  // Marked content open around the current item; the outermost one with ActualText speaks for all inside it.
  let depth = 0;
  let replacing: { depth: number; text: string; said: boolean } | null = null;
  let reversed: number | null = null;
  let lastX: number | undefined;
  let lastY: number | undefined;
  let lineHeight = 0;
  for (const item of items) {
    if (!('str' in item)) {
      if (item.type === 'endMarkedContent') {
        if (replacing && replacing.depth === depth) replacing = null;
        if (reversed === depth) reversed = null;
        depth = Math.max(0, depth - 1);
      } else {
        depth += 1;
        if (reversed === null && item.tag === 'ReversedChars') reversed = depth;
        if (!replacing && reversed === null && typeof item.actualText === 'string') replacing = { depth, text: item.actualText, said: false };
      }
      continue;
    }
    let str = item.str;
    // Glyphs already said by their ActualText: kept for their position only.
    let silent = false;
    if (replacing) {
      if (replacing.said) {
        str = '';
        silent = true;
      } else if (str.trim() !== '') {
        str = /^\s*/.exec(str)![0] + replacing.text;
        replacing.said = true;
      }
    }
    const [x, y] = toViewport(item.transform[4], item.transform[5]);
    if (lastY !== undefined && Math.abs(lastY - y) > LINE_THRESHOLD) {
      const previous = out.length ? out[out.length - 1] : undefined;
      const breaksItself = str.startsWith('\n') || (str.trim() === '' && item.hasEOL);
      if (previous !== undefined && !previous.endsWith('\n') && !breaksItself && Math.abs(lastY - y) - 1 > lineHeight) {
        out.push('\n');
        lineHeight = 0;
      }
    }
    if (!silent && lastY !== undefined && Math.abs(lastY - y) < LINE_THRESHOLD && lastX !== undefined && Math.abs(lastX - x) > CELL_THRESHOLD) {
      str = `\t${str}`;
    }
    out.push(str);
    lastX = x + item.width;
    lastY = y;
    lineHeight = Math.max(lineHeight, item.height);
    if (item.hasEOL) out.push('\n');
    if (item.hasEOL || str.endsWith('\n')) lineHeight = 0;
  }
  return out.join('');
}
