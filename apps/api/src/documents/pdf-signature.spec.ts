import { looksLikePdf } from './pdf-signature.js';

const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));

describe('looksLikePdf', () => {
  it('accepts a PDF header, even after a few bytes of junk', () => {
    expect(looksLikePdf(bytes('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n'))).toBe(true);
    expect(looksLikePdf(bytes('junk\n%PDF-2.0\n...%%EOF'))).toBe(true);
    expect(looksLikePdf(bytes(`\xef\xbb\xbf${' '.repeat(900)}%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF`))).toBe(true);
    // A version pdf.js does not recognise only makes it warn.
    expect(looksLikePdf(bytes('%PDF-\r1 0 obj\n<<>>\nendobj\n%%EOF'))).toBe(true);
    expect(looksLikePdf(bytes('%PDF-1.a\n1 0 obj\n<<>>\nendobj\n'))).toBe(true);
  });

  it('accepts a PDF without %%EOF (a truncated download, a careless writer): pdf.js opens those', () => {
    expect(looksLikePdf(bytes('%PDF-1.4\n1 0 obj\n<<'))).toBe(true);
    expect(looksLikePdf(bytes(`%PDF-1.4\n${'0 0 obj\n'.repeat(1000)}`))).toBe(true);
  });

  it('refuses text, images and archives whatever they are called', () => {
    expect(looksLikePdf(bytes('hello, this is not a pdf'))).toBe(false);
    expect(looksLikePdf(bytes('\x89PNG\r\n\x1a\n....%%EOF'))).toBe(false);
    expect(looksLikePdf(bytes('PK\x03\x04invoice.txt'))).toBe(false);
    expect(looksLikePdf(bytes('<!doctype html><p>PDF-1.4 %%EOF</p>'))).toBe(false);
    expect(looksLikePdf(new Uint8Array())).toBe(false);
  });

  it('looks for the header only where pdf.js does', () => {
    expect(looksLikePdf(bytes(`${'x'.repeat(1019)}%PDF-1.4\n%%EOF`))).toBe(true);
    expect(looksLikePdf(bytes(`${'x'.repeat(1020)}%PDF-1.4\n%%EOF`))).toBe(false);
    expect(looksLikePdf(bytes(`${'x'.repeat(2000)}%PDF-1.4\n%%EOF`))).toBe(false);
  });
});
