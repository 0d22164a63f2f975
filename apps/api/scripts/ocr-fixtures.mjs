// Writes test/fixtures/ocr/*.png: pages "scanned" at 150 dpi in grey from text printed by Chromium (bench/ocr),
// for the OCR tests: English, Hindi, and the English page under heavy speckle noise (a bad photocopy that OCR
// reads with low confidence). Needs the built API (npm run build) and Debian's chromium.
// Run: node apps/api/scripts/ocr-fixtures.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PASSAGES, pageHtml } from '../../../bench/ocr/passages.mjs';
import { FONTS, greyPng, pageRenderer, printHtml, rasterize } from '../../../bench/ocr/scans.mjs';

const out = fileURLToPath(new URL('../test/fixtures/ocr/', import.meta.url));
mkdirSync(out, { recursive: true });
const renderer = await pageRenderer();
try {
  const [english, hindi] = await printHtml([pageHtml(PASSAGES.english), pageHtml(PASSAGES.hindi, 0)], [FONTS.devanagari]);
  const [englishPage] = await rasterize(renderer, english, 150, 1);
  const [hindiPage] = await rasterize(renderer, hindi, 150, 1);
  writeFileSync(`${out}english.png`, await greyPng(englishPage));
  writeFileSync(`${out}hindi.png`, await greyPng(hindiPage));
  // A fixed sequence of pseudo-random pixels: 8 % of them turned black or white.
  let seed = 11;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const grey = Uint8Array.from(englishPage.grey, (value) => (random() < 0.08 ? (random() < 0.5 ? 0 : 255) : value));
  writeFileSync(`${out}speckled.png`, await greyPng({ ...englishPage, grey }));
} finally {
  renderer.onApplicationShutdown();
}
console.log(`Fixtures written to ${out}`);
