import { crc32, createDeflate, deflateSync } from 'node:zlib';

/**
 * A valid one-page PDF whose content stream is a line of text followed by `expandedBytes` of zeros under
 * FlateDecode. zlib packs zeros about 1000 to 1, so a 1 MB file expands to about 1 GB when the page is read.
 */
export async function bombPdf(expandedBytes) {
  const content = await deflated(Buffer.from('BT /F1 12 Tf 72 720 Td (Quarterly report of the holding company) Tj ET\n'), expandedBytes);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    [`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`, content, '\nendstream'],
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const parts = [Buffer.from('%PDF-1.7\n')];
  const offsets = [];
  let size = parts[0].length;
  objects.forEach((body, i) => {
    offsets.push(size);
    const chunk = Buffer.concat([`${i + 1} 0 obj\n`, ...[body].flat(), '\nendobj\n'].map((p) => (Buffer.isBuffer(p) ? p : Buffer.from(p))));
    parts.push(chunk);
    size += chunk.length;
  });
  const xref = ['xref', `0 ${objects.length + 1}`, '0000000000 65535 f ', ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `)];
  parts.push(Buffer.from(`${xref.join('\n')}\ntrailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${size}\n%%EOF\n`));
  return Buffer.concat(parts);
}

async function deflated(head, zeroBytes) {
  const deflate = createDeflate({ level: 9 });
  const out = [];
  deflate.on('data', (chunk) => out.push(chunk));
  const ended = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  deflate.write(head);
  const zeros = Buffer.alloc(16 * 1024 * 1024);
  for (let left = zeroBytes; left > 0; left -= zeros.length) {
    if (!deflate.write(left >= zeros.length ? zeros : zeros.subarray(0, left))) await new Promise((r) => deflate.once('drain', r));
  }
  deflate.end();
  await ended;
  return Buffer.concat(out);
}

/** A text-only PDF of `pages` dense pages (about 450 words each), as a long manual or a book would be. */
export function textPdf(PDFDocument, pages) {
  return render(PDFDocument, (doc) => {
    for (let i = 0; i < pages; i++) {
      const words = Array.from({ length: 450 }, (_, j) => `word${(i * 31 + j * 7) % 5003}`).join(' ');
      doc.addPage().fontSize(10).text(`Page ${i + 1}. ${words}`);
    }
  });
}

/** A photo-heavy PDF: each page a paragraph and a 700×500 image that compresses poorly (about 1 MB a page). */
export function photoPdf(PDFDocument, pages) {
  return render(PDFDocument, (doc) => {
    for (let i = 0; i < pages; i++) {
      doc.addPage().fontSize(10).text(`Page ${i + 1}. Inspection photo of site ${i}, with the findings of the surveyor. `.repeat(8));
      doc.image(noisyPng(700, 500, i), 50, 200, { width: 500 });
    }
  });
}

function render(PDFDocument, draw) {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ autoFirstPage: false });
    const parts = [];
    doc.on('data', (part) => parts.push(part));
    doc.on('end', () => resolve(Buffer.concat(parts)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

function noisyPng(width, height, seed) {
  const stride = width * 3 + 1;
  const raw = Buffer.alloc(stride * height);
  let state = seed + 1;
  for (let i = 0; i < raw.length; i++) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    raw[i] = i % stride === 0 ? 0 : ((i % stride) + Math.floor(i / stride)) ^ (state >> 24) & 0x3f;
  }
  const chunk = (type, data) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}
