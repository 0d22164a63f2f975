/** What pdf.js's getTextContent({ includeMarkedContent: true }) lists, as far as the page text needs it. */
export type TextContentItem =
  | { str: string; transform: number[]; width: number; height: number; hasEOL: boolean; fontName?: string }
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
 * With `runs`, it also says where the text lies (the page layout, page-layout.ts): for each item that adds text, its
 * offset and length in the returned text and its box in PDF user space, from the item's transform, width and
 * height and its font's ascent and descent (`styles`, as getTextContent lists them). Glyphs already said by an
 * ActualText widen the box of the run that said it.
 *
 * Self-contained (no imports, no helpers outside it): it runs in the parser process as its own text.
 */
export function assemblePageText(
  items: TextContentItem[],
  toViewport: (x: number, y: number) => number[],
  runs?: Array<[number, number, number, number, number, number]>,
  styles?: Record<string, { ascent?: number; descent?: number; vertical?: boolean }>,
): string {
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
  /** Length of the text so far (the sum of `out`). */
  let length = 0;
  let replacingRun: number[] | null = null;
  // The box of an item in user space: its advance along the baseline, its font's ascent above and descent below
  // (pdf.js's text layer defaults where the font says nothing); vertical fonts advance downwards from the origin.
  const boxOf = (item: { transform: number[]; width: number; height: number; fontName?: string }) => {
    const [a, b, c, d, e, f] = item.transform;
    const style = (styles && item.fontName && styles[item.fontName]) || {};
    if (style.vertical) return [e - item.width / 2, f - item.height, e + item.width / 2, f];
    const ascent = style.ascent ? style.ascent : style.descent ? 1 + style.descent : 0.8;
    const descent = style.descent ? style.descent : ascent - 1;
    const along = Math.hypot(a, b) || 1;
    const up = Math.hypot(c, d) || 1;
    const [ux, uy] = Math.hypot(a, b) ? [a / along, b / along] : [1, 0];
    const [vx, vy] = Math.hypot(c, d) ? [c / up, d / up] : [0, 1];
    const xs: number[] = [];
    const ys: number[] = [];
    for (const s of [0, item.width]) {
      for (const t of [descent * item.height, ascent * item.height]) {
        xs.push(e + ux * s + vx * t);
        ys.push(f + uy * s + vy * t);
      }
    }
    return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
  };
  const round = (n: number) => Math.round(n * 10) / 10;
  for (const item of items) {
    if (!('str' in item)) {
      if (item.type === 'endMarkedContent') {
        if (replacing && replacing.depth === depth) {
          replacing = null;
          replacingRun = null;
        }
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
        length += 1;
        lineHeight = 0;
      }
    }
    if (!silent && lastY !== undefined && Math.abs(lastY - y) < LINE_THRESHOLD && lastX !== undefined && Math.abs(lastX - x) > CELL_THRESHOLD) {
      str = `\t${str}`;
    }
    if (runs) {
      const box = boxOf(item);
      if (silent && replacingRun) {
        replacingRun[2] = Math.min(replacingRun[2], round(box[0]));
        replacingRun[3] = Math.min(replacingRun[3], round(box[1]));
        replacingRun[4] = Math.max(replacingRun[4], round(box[2]));
        replacingRun[5] = Math.max(replacingRun[5], round(box[3]));
      } else if (str.trim() !== '' && box.every(Number.isFinite)) {
        // The run covers the item's own characters: not the tab or line break added before it.
        const lead = str.length - str.replace(/^[\t\n]+/, '').length;
        const run: [number, number, number, number, number, number] = [length + lead, str.length - lead, round(box[0]), round(box[1]), round(box[2]), round(box[3])];
        runs.push(run);
        if (replacing) replacingRun = run;
      }
    }
    out.push(str);
    length += str.length;
    lastX = x + item.width;
    lastY = y;
    lineHeight = Math.max(lineHeight, item.height);
    if (item.hasEOL) {
      out.push('\n');
      length += 1;
    }
    if (item.hasEOL || str.endsWith('\n')) lineHeight = 0;
  }
  return out.join('');
}
