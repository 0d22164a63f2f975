import type { PageLayout } from '../parsing/page-layout.js';

/** Where a quoted sentence lies on its page: rectangles [x0, y0, x1, y1] in PDF user space (origin bottom-left), one per line. */
export interface Highlight {
  page_width: number;
  page_height: number;
  rects: Array<[number, number, number, number]>;
}

/** Folded characters compared at each end when the whole sentence is not found as one (a repaired word inside it). */
const END_CHARS = 24;
/** How much longer than the sentence the stretch between its two ends may be, in folded characters. */
const SLACK = 1.5;

/**
 * The rectangles of `sentence` on the page, or null when it cannot be located. Chunk text and layout text differ
 * in whitespace, hyphenation, ligatures and repairs, so both are compared folded: letters and digits only,
 * lower case, NFKC, each folded character remembering where it came from in the layout's text.
 */
export function locateSentence(layout: PageLayout, sentence: string): Highlight | null {
  const quote = fold(sentence.replace(/…$/, '')).chars;
  if (quote.length < 4) return null;
  const page = foldedPage(layout);
  const span = findSpan(page.chars, quote);
  if (!span) return null;
  const start = page.from[span[0]];
  const end = page.from[span[1] - 1] + 1;
  const rects = lines(boxesOf(layout, start, end));
  return rects.length ? { page_width: layout.width, page_height: layout.height, rects } : null;
}

/** A page cited by several sources is folded once. */
const foldedPages = new WeakMap<PageLayout, { chars: string; from: number[] }>();
function foldedPage(layout: PageLayout): { chars: string; from: number[] } {
  let folded = foldedPages.get(layout);
  if (!folded) foldedPages.set(layout, (folded = fold(layout.text)));
  return folded;
}

function findSpan(page: string, quote: string): [number, number] | null {
  const at = page.indexOf(quote);
  if (at >= 0) return [at, at + quote.length];
  if (quote.length < END_CHARS * 2) return null;
  const head = quote.slice(0, END_CHARS);
  const tail = quote.slice(-END_CHARS);
  for (let from = page.indexOf(head); from >= 0; from = page.indexOf(head, from + 1)) {
    const to = page.indexOf(tail, from + END_CHARS);
    if (to >= 0 && to + END_CHARS - from <= quote.length * SLACK) return [from, to + END_CHARS];
  }
  return null;
}

function fold(text: string): { chars: string; from: number[] } {
  let chars = '';
  const from: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const code = text.codePointAt(i)!;
    const wide = code > 0xffff;
    const folded = String.fromCodePoint(code).normalize('NFKC').toLowerCase();
    for (const c of folded) {
      if (/[\p{L}\p{N}]/u.test(c)) {
        chars += c;
        from.push(i);
      }
    }
    if (wide) i++;
  }
  return { chars, from };
}

type Rect = [number, number, number, number];

/** The part of each run in [start, end), by its share of the run's characters. */
function boxesOf(layout: PageLayout, start: number, end: number): Rect[] {
  const boxes: Rect[] = [];
  for (const [offset, length, x0, y0, x1, y1] of layout.runs) {
    const a = Math.max(start, offset);
    const b = Math.min(end, offset + length);
    if (b <= a || length <= 0) continue;
    const w = x1 - x0;
    boxes.push([x0 + (w * (a - offset)) / length, y0, x0 + (w * (b - offset)) / length, y1]);
  }
  return boxes;
}

/** Boxes on one line (overlapping by half the smaller height) merged into one rectangle, in reading order. */
function lines(boxes: Rect[]): Rect[] {
  const out: Rect[] = [];
  for (const box of boxes) {
    const last = out[out.length - 1];
    if (last) {
      const overlap = Math.min(last[3], box[3]) - Math.max(last[1], box[1]);
      if (overlap >= 0.5 * Math.min(last[3] - last[1], box[3] - box[1])) {
        out[out.length - 1] = [Math.min(last[0], box[0]), Math.min(last[1], box[1]), Math.max(last[2], box[2]), Math.max(last[3], box[3])];
        continue;
      }
    }
    out.push(box);
  }
  return out.map((r) => r.map((v) => Math.round(v * 100) / 100) as Rect);
}
