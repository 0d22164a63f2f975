import { ConsoleLogger, Logger } from '@nestjs/common';
import PDFDocument from 'pdfkit';
import { japanesePdf } from '../../../test/support/cid-font-pdf.js';
import { damagedPagesPdf } from '../../../test/support/damaged-pdf.js';
import { UnreadableDocumentError } from '../rag.types.js';
import { WorkerPdfParser } from './worker-pdf-parser.js';

function makePdf(options: PDFKit.PDFDocumentOptions, draw: (doc: PDFKit.PDFDocument) => void): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const doc = new PDFDocument(options);
    const parts: Buffer[] = [];
    doc.on('data', (part: Buffer) => parts.push(part));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(parts))));
    draw(doc);
    doc.end();
  });
}

const parser = new WorkerPdfParser({ timeoutMs: 20_000, maxMemoryMb: 256 });

async function reasonOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UnreadableDocumentError);
  expect((error as UnreadableDocumentError).message.length).toBeGreaterThan(20);
  return (error as UnreadableDocumentError).reason;
}

describe('WorkerPdfParser', () => {
  it('returns the text of each page with its page number, and the title', async () => {
    const pdf = await makePdf({ info: { Title: 'Employee Handbook' } }, (doc) => {
      doc.text('Welcome to the company. Holidays are listed below.');
      doc.addPage().text('Page two explains the warranty: two years.');
      doc.addPage().text('Page three lists contacts.');
    });
    const result = await parser.parse(pdf);
    expect(result.title).toBe('Employee Handbook');
    expect(result.pages.map((p) => p.page)).toEqual([1, 2, 3]);
    expect(result.pages[1].text).toContain('warranty: two years');
    expect(result.pages[2].text).toContain('contacts');
  });

  it('leaves the title out when the PDF has none', async () => {
    const pdf = await makePdf({}, (doc) => doc.text('Only text.'));
    expect((await parser.parse(pdf)).title).toBeUndefined();
  });

  it('refuses a password-protected PDF', async () => {
    const pdf = await makePdf({ userPassword: 'secret', ownerPassword: 'owner' }, (doc) => doc.text('Hidden'));
    expect(await reasonOf(parser.parse(pdf))).toBe('encrypted');
  });

  it('marks the pages of an image-only PDF and of an empty one as needing OCR (no text layer)', async () => {
    const drawing = await makePdf({}, (doc) => {
      doc.rect(50, 50, 200, 200).fill('#333');
      doc.addPage().circle(100, 100, 40).fill('#777');
    });
    expect((await parser.parse(drawing)).pages).toEqual([1, 2].map((page) => expect.objectContaining({ page, text: '', needsOcr: true })));
    const blank = await makePdf({}, () => undefined);
    expect((await parser.parse(blank)).pages).toEqual([expect.objectContaining({ page: 1, text: '', needsOcr: true })]);
  });

  it('says where each page’s text lies: runs of the assembled text with their boxes in user space', async () => {
    const pdf = await makePdf({ size: 'A4' }, (doc) => {
      doc.fontSize(12).text('Refund policy', 72, 100);
      doc.addPage().fontSize(20).text('Warranty', 300, 400);
    });
    const { pages } = await parser.parse(pdf);
    for (const page of pages) {
      const layout = page.layout!;
      expect(layout).toMatchObject({ page: page.page, width: 595.28, height: 841.89 });
      for (const [offset, length] of layout.runs) expect(layout.text.slice(offset, offset + length).trim()).not.toBe('');
    }
    const [first] = pages[0].layout!.runs;
    expect(pages[0].layout!.text.slice(first[0], first[0] + first[1])).toBe('Refund policy');
    // pdfkit places the line's top at y = 100 from the top: its baseline lies about a font size lower.
    const [, , x0, y0, x1, y1] = first;
    expect(x0).toBeCloseTo(72, 0);
    expect(y1).toBeGreaterThan(841.89 - 100 - 2);
    expect(y1 - y0).toBeGreaterThan(10);
    expect(y1 - y0).toBeLessThan(16);
    expect(x1 - x0).toBeGreaterThan(60);
    expect(x1 - x0).toBeLessThan(90);
  });

  it.each(['UniJIS-UCS2-H', '90ms-RKSJ-H'] as const)(
    'reads Japanese set in a CID font that is not embedded (encoding %s, Adobe-Japan1) through pdf.js\'s CMaps',
    async (encoding) => {
      const pdf = japanesePdf([['東京の天気は晴れです。', '富士山 桜 漢字'], ['二ページ目の文章']], encoding);
      const { pages } = await parser.parse(new Uint8Array(pdf));
      expect(pages.map((p) => p.text)).toEqual(['東京の天気は晴れです。\n富士山 桜 漢字', '二ページ目の文章']);
      expect(pages.some((p) => p.needsOcr)).toBe(false);
    },
  );

  it('reads vertical Japanese (UniJIS-UCS2-V) too', async () => {
    const { pages } = await parser.parse(new Uint8Array(japanesePdf([['縦書きの文章', '富士山']], 'UniJIS-UCS2-V')));
    expect(pages[0].text).toMatch(/縦書きの文章\s+富士山/);
  });

  describe('a page pdf.js cannot read', () => {
    const warnings: unknown[][] = [];
    beforeAll(() => Logger.overrideLogger({ log: () => undefined, error: () => undefined, warn: (...args: unknown[]) => warnings.push(args) }));
    afterAll(() => Logger.overrideLogger(new ConsoleLogger()));
    const texts = ['Harbour tides are charted every week.', 'Lighthouse lamps are cleaned at dawn.', 'Ferries leave on the hour.'];

    it.each(['flate', 'xref'] as const)('is skipped as damaged (%s), the others are read, and pdf.js says why in the log', async (how) => {
      warnings.length = 0;
      const pdf = await damagedPagesPdf(texts, [2], how);
      const { pages } = await parser.parse(new Uint8Array(pdf), 'org-1', 'doc-42');
      expect(pages).toEqual([
        expect.objectContaining({ page: 1, text: texts[0] }),
        { page: 2, text: '', skipped: { reason: 'damaged', message: expect.stringMatching(/^This page is damaged in the file and could not be read/) } },
        expect.objectContaining({ page: 3, text: texts[2] }),
      ]);
      expect(warnings).toEqual([
        [
          { document_id: 'doc-42', organization_id: 'org-1', page: 2, pdfjs_error: how === 'flate' ? 'Unknown block type in flate stream' : expect.stringMatching(/^Bad \(uncompressed\) XRef entry/) },
          'A page of a PDF could not be read and was skipped',
          'PdfParser',
        ],
      ]);
    });

    it('fails the document as damaged only when no page can be read, and logs pdf.js\'s message', async () => {
      warnings.length = 0;
      const pdf = await damagedPagesPdf(texts, [1, 2, 3]);
      expect(await reasonOf(parser.parse(new Uint8Array(pdf), 'org-1', 'doc-43'))).toBe('corrupt');
      expect(warnings).toEqual([
        [{ document_id: 'doc-43', organization_id: 'org-1', reason: 'corrupt', pdfjs_error: 'Unknown block type in flate stream' }, 'A PDF could not be read', 'PdfParser'],
      ]);
    });
  });

  it('refuses random bytes and a truncated PDF as corrupt', async () => {
    const random = new Uint8Array(4096).map(() => Math.floor(Math.random() * 256));
    expect(await reasonOf(parser.parse(random))).toBe('corrupt');
    const whole = await makePdf({}, (doc) => doc.text('Some text that will be cut off.'));
    expect(await reasonOf(parser.parse(whole.subarray(0, Math.floor(whole.length / 3))))).toBe('corrupt');
  });

  it('stops a parse that runs past its deadline', async () => {
    const pdf = await makePdf({}, (doc) => {
      for (let i = 0; i < 40; i++) doc.addPage().text(`Page ${i} `.repeat(200));
    });
    const hurried = new WorkerPdfParser({ timeoutMs: 1, maxMemoryMb: 256 });
    expect(await reasonOf(hurried.parse(pdf))).toBe('timeout');
  });

  it('stops a parse that needs more memory than allowed, and keeps working afterwards', async () => {
    const pdf = await makePdf({}, (doc) => doc.text('Fine text.'));
    const starved = new WorkerPdfParser({ timeoutMs: 20_000, maxMemoryMb: 1 });
    expect(await reasonOf(starved.parse(pdf))).toBe('too_complex');
    expect((await parser.parse(pdf)).pages[0].text).toBe('Fine text.');
  });
});
