// Scanned pages made from text: print HTML with Chromium (as browsers and office suites make PDFs), draw each page
// with the API's own page renderer (pdf.js) at a scanner's resolution in grey, and rebuild the pages as an
// image-only PDF (pdfkit), the way a scanner or `img2pdf` writes one. Used by bench:ocr and by the script that
// writes the OCR test fixtures (apps/api/scripts/ocr-fixtures.mjs).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const api = join(root, 'apps/api');
const require = createRequire(join(api, 'package.json'));
const PDFDocument = require('pdfkit');

/** Fonts for Indic print: Noto (npm, @fontsource) so nothing depends on the machine's fonts. */
export const FONTS = {
  devanagari: require.resolve('@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff'),
  tamil: require.resolve('@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff'),
};

/** Chromium's print to PDF of `html` (A4), with the given font files inline as f0, f1, … */
export async function printHtml(bodies, fonts = []) {
  const { chromium } = require('playwright-core');
  const { readFileSync } = await import('node:fs');
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    const css = fonts.map((file, i) => `@font-face { font-family: f${i}; src: url(data:font/woff;base64,${readFileSync(file).toString('base64')}); }`).join('\n');
    const page = await browser.newPage();
    const out = [];
    for (const body of bodies) {
      await page.setContent(`<!doctype html><meta charset="utf-8"><style>${css} body { margin: 0; font-size: 13pt; line-height: 1.5; }</style>${body}`);
      await page.evaluate(() => document.fonts.ready);
      out.push(await page.pdf({ format: 'A4', margin: { top: '2cm', bottom: '2cm', left: '2cm', right: '2cm' } }));
    }
    return out;
  } finally {
    await browser.close();
  }
}

/** The built API's page renderer (apps/api/dist). */
export async function pageRenderer(limits = {}) {
  const { PageRenderer } = await import(pathToFileURL(join(api, 'dist/rag/parsing/page-renderer.js')).href);
  return new PageRenderer({ timeoutMs: 120_000, ...limits }, { processes: 1 });
}

/** How many pages a PDF has (pdf.js, the same build the API reads with). */
export async function pageCount(bytes) {
  const pdfjs = await import(pathToFileURL(join(require.resolve('pdfjs-dist/package.json'), '../legacy/build/pdf.mjs')).href);
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages = doc.numPages;
  await doc.destroy();
  return pages;
}

/** Every page of `pdf` drawn in grey at `dpi`: [{ width, height, grey }]. */
let documents = 0;
export async function rasterize(renderer, pdf, dpi, pages) {
  const count = pages ?? (await pageCount(pdf));
  const documentKey = `scan-${++documents}`;
  const out = [];
  for (let page = 1; page <= count; page++) {
    const drawn = await renderer.render(new Uint8Array(pdf), { page, dpi, format: 'grey', documentKey }, 'bench');
    out.push({ width: drawn.width, height: drawn.height, grey: drawn.image });
  }
  return out;
}

/** An 8-bit grey PNG (what a scanner set to grey writes), with the API's own encoder. */
export async function greyPng({ width, height, grey }) {
  const { greyPng: encode } = await import(pathToFileURL(join(api, 'dist/rag/parsing/grey-png.js')).href);
  return encode(grey, width, height, await import('node:zlib'), 9);
}

/**
 * An image-only PDF: one page per image, each page the image's size at `dpi` (a scanner's output).
 * `text` pages (strings) in between are written as ordinary text pages, for mixed documents.
 */
export async function imagePdf(pages, dpi, { title } = {}) {
  const pngs = await Promise.all(pages.map((page) => (typeof page === 'string' || Buffer.isBuffer(page) ? page : greyPng(page))));
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ autoFirstPage: false, info: title ? { Title: title } : {} });
    const parts = [];
    doc.on('data', (b) => parts.push(b));
    doc.on('end', () => resolve(Buffer.concat(parts)));
    doc.on('error', reject);
    for (const page of pngs) {
      if (typeof page === 'string') {
        doc.addPage({ size: 'A4', margin: 56 }).fontSize(12).text(page);
        continue;
      }
      const png = page;
      const width = png.readUInt32BE(16);
      const height = png.readUInt32BE(20);
      const size = [(width * 72) / dpi, (height * 72) / dpi];
      doc.addPage({ size, margin: 0 }).image(png, 0, 0, { width: size[0], height: size[1] });
    }
    doc.end();
  });
}
