import { bombPdf, TEXT_LINE } from '../../../test/support/pdf-bombs.js';
import { makePdf } from '../../../test/support/pdf-fixtures.js';
import { UnreadableDocumentError } from '../rag.types.js';
import { WorkerPdfParser } from './worker-pdf-parser.js';

const MB = 1024 * 1024;

async function failureOf(promise: Promise<unknown>): Promise<UnreadableDocumentError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UnreadableDocumentError);
  return error as UnreadableDocumentError;
}

describe('WorkerPdfParser bounds: what one document may cost', () => {
  const parser = new WorkerPdfParser({ maxStreamBytes: 8 * MB, maxDocumentBytes: 20 * MB, maxMemoryMb: 256 });

  it('reads a PDF that stays within every bound', async () => {
    const pdf = await bombPdf({ zerosPerStream: 4 * MB, streams: 3 });
    expect((await parser.parse(pdf)).pages).toMatchObject([{ page: 1, text: TEXT_LINE }]);
  });

  it('refuses a stream that expands past its bound, before the PDF library decodes it', async () => {
    const pdf = await bombPdf({ zerosPerStream: 64 * MB });
    expect(pdf.length).toBeLessThan(100 * 1024);
    const error = await failureOf(parser.parse(pdf));
    expect(error.reason).toBe('too_large');
    expect(error.message).toBe(
      'This PDF contains a part that expands to more than 8 MB when decompressed, which is over the limit. Split it into smaller files and upload them separately.',
    );
  });

  it('refuses a document whose streams together expand past the document bound', async () => {
    const error = await failureOf(parser.parse(await bombPdf({ zerosPerStream: 6 * MB, streams: 4 })));
    expect(error.reason).toBe('too_large');
    expect(error.message).toMatch(/^This PDF expands to more than 20 MB when decompressed, which is over the limit\./);
  });

  it('stops a bomb the scan cannot see (hidden behind another filter) at the memory cap', async () => {
    const pdf = await bombPdf({ zerosPerStream: 384 * MB, wrap: 'hex' });
    const error = await failureOf(parser.parse(pdf));
    expect(error.reason).toBe('too_complex');
    expect(error.message).toMatch(/^This PDF needs more than 256 MB of memory to read, which is over the limit\./);
  });

  it('refuses a PDF with more pages than allowed, naming both numbers', async () => {
    const pdf = await makePdf({ pages: ['One.', 'Two.', 'Three.', 'Four.', 'Five.'] });
    const error = await failureOf(new WorkerPdfParser({ maxPages: 3 }).parse(pdf));
    expect(error.reason).toBe('too_many_pages');
    expect(error.message).toMatch(/^This PDF has 5 pages; the limit is 3\./);
  });

  it('refuses a PDF with more text than allowed', async () => {
    const pdf = await makePdf({ pages: ['Seven words of text on this page. '.repeat(40)] });
    const error = await failureOf(new WorkerPdfParser({ maxTextBytes: 1024 }).parse(pdf));
    expect(error.reason).toBe('too_much_text');
    expect(error.message).toMatch(/^This PDF holds more than 1 KB of text, which is over the limit\./);
  });
});
