import * as zlib from 'node:zlib';
import { bombPdf } from '../../../test/support/pdf-bombs.js';
import { makePdf } from '../../../test/support/pdf-fixtures.js';
import { measureDecodedSize } from './decoded-size.js';

const MB = 1024 * 1024;
const roomy = { maxStreamBytes: 64 * MB, maxDocumentBytes: 256 * MB };
const TEXT_BYTES = 'BT /F1 12 Tf 72 720 Td (Quarterly report of the holding company) Tj ET\n'.length;

describe('measureDecodedSize: what the streams of a PDF inflate to', () => {
  it('counts every Flate stream exactly', async () => {
    const pdf = await bombPdf({ zerosPerStream: 3 * MB, streams: 2 });
    expect(await measureDecodedSize(pdf, roomy, zlib)).toEqual({ bytes: TEXT_BYTES + 6 * MB, over: null });
  });

  it('stops at the first stream over the stream bound, and at the total over the document bound', async () => {
    const big = await bombPdf({ zerosPerStream: 100 * MB });
    const stream = await measureDecodedSize(big, roomy, zlib);
    expect(stream.over).toBe('stream');
    // Counting stops within one output chunk of the bound, long before the 100 MB are inflated.
    expect(stream.bytes - 64 * MB).toBeGreaterThan(0);
    expect(stream.bytes - 64 * MB).toBeLessThan(MB);
    const many = await bombPdf({ zerosPerStream: 40 * MB, streams: 8 });
    const document = await measureDecodedSize(many, roomy, zlib);
    expect(document.over).toBe('document');
    expect(document.bytes - 256 * MB).toBeGreaterThan(0);
    expect(document.bytes - 256 * MB).toBeLessThan(MB);
  });

  it('counts a truncated stream up to where it breaks off, as a PDF reader would decode it', async () => {
    const pdf = await bombPdf({ zerosPerStream: 100 * MB });
    const cut = Buffer.concat([pdf.subarray(0, pdf.indexOf('endstream') - 30_000), Buffer.from('\nendstream\nendobj\n%%EOF\n')]);
    const measured = await measureDecodedSize(cut, roomy, zlib);
    expect(measured.over).toBe('stream');
  });

  it('skips image XObjects, which text extraction never decodes', async () => {
    const pdf = await bombPdf({ zerosPerStream: 100 * MB, markAsImage: true });
    expect(await measureDecodedSize(pdf, roomy, zlib)).toEqual({ bytes: 0, over: null });
  });

  it('sees an ordinary PDF as small', async () => {
    const pdf = await makePdf({ pages: ['A page of ordinary text.', 'Another page.'] });
    const measured = await measureDecodedSize(pdf, roomy, zlib);
    expect(measured.over).toBeNull();
    expect(measured.bytes).toBeGreaterThan(0);
    expect(measured.bytes).toBeLessThan(64 * 1024);
  });
});
