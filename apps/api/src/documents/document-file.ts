import { StreamableFile } from '@nestjs/common';

/**
 * `inline; filename="<name>"`: the browser shows the PDF in place and saves it under its document name (with
 * ".pdf" added when the name lacks it). A name outside ASCII also goes in filename* (RFC 6266), which browsers
 * prefer; the plain filename then carries an ASCII stand-in, since header values cannot hold it.
 */
export function contentDisposition(name: string): string {
  const file = /\.pdf$/i.test(name) ? name : `${name}.pdf`;
  const ascii = file.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  if (ascii === file) return `inline; filename="${file}"`;
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file)}`;
}

export function pdfFile(file: { name: string; bytes: Buffer }): StreamableFile {
  return new StreamableFile(file.bytes, { type: 'application/pdf', disposition: contentDisposition(file.name), length: file.bytes.length });
}
