import { makePdf } from './pdf-fixtures.js';

/**
 * How a page is broken: `flate`, its content stream's compressed data overwritten (pdf.js: "Unknown block type in
 * flate stream"); `xref`, the cross-reference entry of its content stream pointing at the wrong bytes (pdf.js:
 * "Bad (uncompressed) XRef entry"), as in files patched by tools that miscount offsets.
 */
export type PageDamage = 'flate' | 'xref';

/** The object number of each page's content stream, in page order (pdfkit: one stream per page). */
function contentStreams(pdf: string): number[] {
  const kids = /\/Type \/Pages[^]*?\/Kids \[([^\]]*)\]/.exec(pdf);
  if (!kids) throw new Error('no page tree');
  return [...kids[1].matchAll(/(\d+) 0 R/g)].map(([, page]) => {
    const object = new RegExp(`(?:^|\\n)${page} 0 obj\\s*<<([^]*?)>>\\s*endobj`).exec(pdf);
    const contents = object && /\/Contents (\d+) 0 R/.exec(object[1]);
    if (!contents) throw new Error(`no content stream for page object ${page}`);
    return Number(contents[1]);
  });
}

/** A pdfkit PDF of `pages` (one text each) whose pages numbered in `damaged` (1-based) pdf.js cannot read. */
export async function damagedPagesPdf(pages: string[], damaged: number[], how: PageDamage = 'flate'): Promise<Buffer> {
  const pdf = Buffer.from(await makePdf({ pages }));
  const text = pdf.toString('latin1');
  const streams = contentStreams(text);
  for (const number of damaged) {
    const id = streams[number - 1];
    const at = text.search(new RegExp(`(?:^|\\n)${id} 0 obj\\b`)) + 1;
    if (how === 'flate') {
      const start = text.indexOf('stream\n', at) + 'stream\n'.length;
      const end = text.indexOf('\nendstream', start);
      // The zlib header stays (the file still looks compressed); the deflate blocks after it are noise.
      pdf.fill(0xff, start + 2, end);
    } else {
      const xref = text.lastIndexOf('\nxref\n') + 1;
      const firstEntry = text.indexOf('\n', text.indexOf('\n', xref) + 1) + 1;
      // Entries are 20 bytes each, from object 0: point this one 5 bytes into the header.
      pdf.write('0000000005', firstEntry + id * 20, 'latin1');
    }
  }
  return pdf;
}
