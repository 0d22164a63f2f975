/* istanbul ignore file -- the function's own text runs in the parser process (pdf-text-process.source.ts), so it must stay uninstrumented */
import type * as Zlib from 'node:zlib';

export interface DecodedSizeLimits {
  /** What one stream may inflate to. */
  maxStreamBytes: number;
  /** What all streams together may inflate to. */
  maxDocumentBytes: number;
}

export interface DecodedSize {
  /** Decoded bytes counted, up to the point where a bound was passed. */
  bytes: number;
  /** The bound passed, if any. */
  over: 'stream' | 'document' | null;
}

/**
 * Adds up what the PDF's Flate streams inflate to, counting the output without keeping it, and stops at the
 * first bound passed: a page of zeros packs about 1000 to 1, so this is how a 1 MB file that expands to 1 GB
 * is refused before the PDF library holds any of it in memory.
 *
 * It reads the raw bytes, not the PDF structure: every `stream … endstream` whose data starts with a zlib
 * header is counted, except image XObjects, which text extraction never decodes. Streams hidden behind another
 * filter first (ASCII85, say) are not seen here; the parser process's memory cap stops those.
 *
 * Self-contained on purpose (zlib comes in as an argument): its source text is what the parser process runs.
 */
export async function measureDecodedSize(bytes: Uint8Array, limits: DecodedSizeLimits, zlib: typeof Zlib): Promise<DecodedSize> {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // Small streams are inflated in one call (cheap); a bigger output is counted chunk by chunk, never held.
  const ONE_CALL_BYTES = 16 * 1024 * 1024;
  const syncFlush = { finishFlush: zlib.constants.Z_SYNC_FLUSH };

  const looksLikeZlib = (input: Buffer) => input.length >= 2 && (input[0] & 0x0f) === 8 && ((input[0] << 8) | input[1]) % 31 === 0;

  const countStreaming = (input: Buffer, cap: number) =>
    new Promise<number>((resolve) => {
      const inflate = zlib.createInflate(syncFlush);
      let count = 0;
      const done = () => {
        inflate.removeAllListeners('data');
        inflate.destroy();
        resolve(count);
      };
      inflate.on('data', (chunk: Buffer) => {
        count += chunk.length;
        if (count >= cap) done();
      });
      // A corrupt stream still counts what it gave before the damage: the PDF library decodes that much too.
      inflate.on('end', done).on('error', done);
      inflate.end(input);
    });

  const inflatedLength = async (input: Buffer, cap: number): Promise<number> => {
    if (!looksLikeZlib(input)) return 0;
    try {
      return zlib.inflateSync(input, { ...syncFlush, maxOutputLength: Math.min(cap, ONE_CALL_BYTES) }).length;
    } catch {
      return countStreaming(input, cap);
    }
  };

  let total = 0;
  let from = 0;
  for (;;) {
    const keyword = data.indexOf('stream', from, 'latin1');
    if (keyword < 0) return { bytes: total, over: null };
    from = keyword + 6;
    if (keyword >= 3 && data.toString('latin1', keyword - 3, keyword) === 'end') continue;
    // The keyword is followed by CRLF or LF (a lone CR is tolerated, as PDF readers do).
    let start = from;
    if (data[start] === 0x0d) start++;
    if (data[start] === 0x0a) start++;
    if (start === from) continue;
    const endKeyword = data.indexOf('endstream', start, 'latin1');
    const end = endKeyword < 0 ? data.length : endKeyword;
    from = end;
    const header = data.toString('latin1', Math.max(0, keyword - 2048), keyword);
    const dictionary = header.slice(header.lastIndexOf('obj') + 1);
    if (/\/Subtype\s*\/Image\b/.test(dictionary)) continue;
    const cap = Math.min(limits.maxStreamBytes, limits.maxDocumentBytes - total) + 1;
    const decoded = await inflatedLength(data.subarray(start, end), cap);
    total += decoded;
    if (decoded > limits.maxStreamBytes) return { bytes: total, over: 'stream' };
    if (total > limits.maxDocumentBytes) return { bytes: total, over: 'document' };
  }
}
