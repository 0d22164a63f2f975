/* istanbul ignore file -- the function's own text runs in the page image process (page-image-process.source.ts), so it must stay uninstrumented */

/** A horizontal band of a page image, in pixels. */
export interface Band {
  top: number;
  height: number;
}

/**
 * Where a grey page image (one byte per pixel, 0 black) has the most lines of print: the band of `bandHeight` rows
 * with the most rows that are partly inked (between 0.3 % and 50 % dark pixels: print, not a blank margin nor
 * a solid picture or a black scanner border). Null when no row is partly inked: the page is blank.
 *
 * Reading this band with each candidate script's model tells which script the page is in for a fraction of a
 * page's recognition time (page-image-process.source.ts).
 *
 * Self-contained on purpose: its source text is what the page image process runs.
 */
export function inkBand(grey: Uint8Array, width: number, height: number, bandHeight: number): Band | null {
  const DARK = 128;
  // Every second column is enough to tell print from paper, at half the cost.
  const step = 2;
  const sampled = Math.ceil(width / step);
  const printed = new Uint8Array(height);
  let any = false;
  for (let y = 0; y < height; y++) {
    let dark = 0;
    const row = y * width;
    for (let x = 0; x < width; x += step) if (grey[row + x] < DARK) dark++;
    const share = dark / sampled;
    if (share >= 0.003 && share <= 0.5) {
      printed[y] = 1;
      any = true;
    }
  }
  if (!any) return null;
  const size = Math.max(1, Math.min(height, bandHeight));
  let count = 0;
  for (let y = 0; y < size; y++) count += printed[y];
  let best = count;
  let top = 0;
  for (let y = size; y < height; y++) {
    count += printed[y] - printed[y - size];
    if (count > best) {
      best = count;
      top = y - size + 1;
    }
  }
  return { top, height: size };
}
