import PDFDocument from 'pdfkit';
import { deflateSync } from 'node:zlib';
import { NoSuchPageError, PageRenderer } from './page-renderer.js';

function makePdf(draw: (doc: PDFKit.PDFDocument) => void, options: PDFKit.PDFDocumentOptions = { size: [200, 100], margin: 0 }): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const doc = new PDFDocument(options);
    const parts: Buffer[] = [];
    doc.on('data', (part: Buffer) => parts.push(part));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(parts))));
    draw(doc);
    doc.end();
  });
}

/** A white grey-scale PNG of `width` × `height` pixels with a black square in its top left quarter. */
function scanPng(width: number, height: number): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(width + 1, 255);
    row[0] = 0;
    if (y < height / 2) row.fill(0, 1, 1 + Math.floor(width / 2));
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // grey
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}

function crc32(data: Buffer): number {
  let crc = ~0;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

const renderer = new PageRenderer({ timeoutMs: 30_000, maxMemoryMb: 512 });
afterAll(() => renderer.onApplicationShutdown());

describe('PageRenderer', () => {
  it('draws a page at the resolution asked, as grey pixels or PNG', async () => {
    // 200 × 100 points, the left half black.
    const pdf = await makePdf((doc) => doc.rect(0, 0, 100, 100).fill('#000'));
    const grey = await renderer.render(pdf, { page: 1, dpi: 144, format: 'grey' }, 'org-a');
    expect([grey.width, grey.height, grey.scale]).toEqual([400, 200, 2]);
    expect(grey.view).toEqual([0, 0, 200, 100]);
    expect(grey.image).toHaveLength(400 * 200);
    expect(grey.image[100 * 400 + 50]).toBeLessThan(20);
    expect(grey.image[100 * 400 + 350]).toBeGreaterThan(235);

    const png = await renderer.render(pdf, { page: 1, dpi: 72 }, 'org-a');
    expect([png.width, png.height]).toEqual([200, 100]);
    expect(Buffer.from(png.image.subarray(0, 4)).toString('latin1')).toBe('\x89PNG');
  });

  it("draws a page that is one scanned picture at the picture's own resolution", async () => {
    // A 2 × 1 inch page holding one 300 × 150 pixel picture: 150 dpi.
    const pdf = await makePdf((doc) => doc.image(scanPng(300, 150), 0, 0, { width: 144, height: 72 }), { size: [144, 72], margin: 0 });
    const page = await renderer.render(pdf, { page: 1, format: 'grey' }, 'org-a');
    expect([page.width, page.height]).toEqual([300, 150]);
    expect(page.image[10 * 300 + 10]).toBeLessThan(20);
    expect(page.image[140 * 300 + 290]).toBeGreaterThan(235);
  });

  it('says when the document has no such page', async () => {
    const pdf = await makePdf((doc) => doc.text('One page.'));
    await expect(renderer.render(pdf, { page: 2 }, 'org-a')).rejects.toBeInstanceOf(NoSuchPageError);
  });

  it('keeps a page to the pixel bound, drawing it smaller', async () => {
    const small = new PageRenderer({ maxPixels: 10_000 });
    try {
      const pdf = await makePdf((doc) => doc.rect(0, 0, 100, 100).fill('#000'));
      const page = await small.render(pdf, { page: 1, dpi: 600, format: 'grey' }, 'org-a');
      expect(page.width * page.height).toBeLessThanOrEqual(10_000);
      expect(page.width).toBeGreaterThan(130);
    } finally {
      small.onApplicationShutdown();
    }
  });
});
