/* istanbul ignore file -- the function's own text runs in the page image process (page-image-process.source.ts), so it must stay uninstrumented */
import type * as Zlib from 'node:zlib';

/**
 * An 8-bit grey PNG of one-byte-per-pixel rows: what tesseract reads (its leptonica misreads binary PGM), and
 * what a scanner set to grey writes. `level` 1 deflates a 300 dpi page in tens of milliseconds.
 *
 * Self-contained on purpose (zlib comes in as an argument): its source text is what the page image process runs.
 */
export function greyPng(grey: Uint8Array, width: number, height: number, zlib: typeof Zlib, level = 1): Buffer {
  const rows = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) rows.set(grey.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  const table = new Int32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c;
  }
  const chunk = (type: string, data: Buffer) => {
    const out = Buffer.alloc(data.length + 12);
    out.writeUInt32BE(data.length, 0);
    out.write(type, 4, 'latin1');
    data.copy(out, 8);
    let crc = ~0;
    for (let i = 4; i < data.length + 8; i++) crc = table[(crc ^ out[i]) & 0xff] ^ (crc >>> 8);
    out.writeUInt32BE(~crc >>> 0, data.length + 8);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(rows, { level })), chunk('IEND', Buffer.alloc(0))]);
}
