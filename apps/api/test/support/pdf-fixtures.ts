import PDFDocument from 'pdfkit';

export interface PdfOptions {
  /** Text of each page, in order. */
  pages?: string[];
  /** Encrypts the file: it cannot be opened without this password. */
  userPassword?: string;
  /** false keeps page streams uncompressed, which makes files large for their text. */
  compress?: boolean;
  /** A font file (TTF, OTF, WOFF) to embed, for every page or one per page; else pdfkit's built-in Helvetica. */
  font?: string | Array<string | undefined>;
}

/** A real PDF made with pdfkit (text on every page, so it can be parsed and searched). */
export function makePdf(options: PdfOptions = {}): Promise<Buffer> {
  const pages = options.pages ?? ['The refund policy allows returns within 30 days of purchase.'];
  const doc = new PDFDocument({
    autoFirstPage: false,
    compress: options.compress ?? true,
    ...(options.userPassword ? { userPassword: options.userPassword, ownerPassword: `${options.userPassword}-owner` } : {}),
  });
  const parts: Buffer[] = [];
  doc.on('data', (part: Buffer) => parts.push(part));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(parts)));
    doc.on('error', reject);
  });
  for (const [i, text] of pages.entries()) {
    doc.addPage();
    const font = Array.isArray(options.font) ? options.font[i] : options.font;
    doc.font(font ?? 'Helvetica');
    doc.fontSize(12).text(text);
  }
  doc.end();
  return done;
}

/** Numbered pages of distinct sentences, for documents that take a while to process. */
export function manyPages(count: number, wordsPerPage = 120): string[] {
  return Array.from({ length: count }, (_, i) => {
    const words = Array.from({ length: wordsPerPage }, (_, j) => `term${(i * 7 + j) % 997}`);
    return `Page ${i + 1} of the operations manual covers topic ${i + 1}. ${words.join(' ')}.`;
  });
}

/** Starts like a PDF and ends like one, but the middle is noise: it passes the upload check and fails to parse. */
export function corruptPdf(): Buffer {
  const noise = Buffer.alloc(4096, 0);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 131 + 17) % 256;
  return Buffer.concat([Buffer.from('%PDF-1.7\n'), noise, Buffer.from('\n%%EOF\n')]);
}

/** Not a PDF at all, whatever it is called. */
export function notAPdf(): Buffer {
  return Buffer.from('Quarterly numbers\nrevenue,cost\n10,5\n');
}

/** POST /v1/documents as a multipart form. */
export function uploadForm(bytes: Buffer, filename = 'document.pdf', name?: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), filename);
  if (name !== undefined) form.append('name', name);
  return form;
}
