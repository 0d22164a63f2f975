import { looksLikePdf } from './pdf-signature.js';

const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));

describe('looksLikePdf', () => {
  it('accepts a PDF header and trailer, even after leading junk', () => {
    expect(looksLikePdf(bytes('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n'))).toBe(true);
    expect(looksLikePdf(bytes('junk\n%PDF-2.0\n...%%EOF'))).toBe(true);
  });

  it('refuses text, images and truncated PDFs whatever they are called', () => {
    expect(looksLikePdf(bytes('hello, this is not a pdf'))).toBe(false);
    expect(looksLikePdf(bytes('\x89PNG\r\n\x1a\n....'))).toBe(false);
    expect(looksLikePdf(bytes('%PDF-1.4\n1 0 obj\n<<'))).toBe(false);
    expect(looksLikePdf(new Uint8Array())).toBe(false);
  });

  it('looks for the header only where readers do', () => {
    expect(looksLikePdf(bytes(`${'x'.repeat(2000)}%PDF-1.4\n%%EOF`))).toBe(false);
  });
});
