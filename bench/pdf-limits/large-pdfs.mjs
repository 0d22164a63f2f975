#!/usr/bin/env node
// What legitimate large PDFs cost the parser, next to its default bounds (rag/parsing/parse-limits.ts): how much
// their streams expand to, their text, the parser process's peak memory and the time to read them.
// Part of `npm run bench:pdf-limits` (builds first); TEXT_PAGES=2000,6000 and PHOTO_PAGES=48 pick the sizes.
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as zlib from 'node:zlib';
import { photoPdf, textPdf } from './make-pdfs.mjs';

const api = fileURLToPath(new URL('../../apps/api/', import.meta.url));
const PDFDocument = createRequire(join(api, 'package.json'))('pdfkit');
const { WorkerPdfParser } = await import(join(api, 'dist/rag/parsing/worker-pdf-parser.js'));
const { measureDecodedSize } = await import(join(api, 'dist/rag/parsing/decoded-size.js'));
const { DEFAULT_PDF_PARSE_LIMITS: limits } = await import(join(api, 'dist/rag/parsing/parse-limits.js'));

const MB = 1024 * 1024;
const unbounded = { timeoutMs: 600_000, maxMemoryMb: 16_384, maxStreamBytes: 1e12, maxDocumentBytes: 1e12, maxPages: 1e9, maxTextBytes: 1e12 };
const cases = [
  ...(process.env.TEXT_PAGES ?? '2000,6000').split(',').map((n) => [`text, ${n} pages`, () => textPdf(PDFDocument, Number(n))]),
  ...(process.env.PHOTO_PAGES ?? '48').split(',').map((n) => [`photos, ${n} pages`, () => photoPdf(PDFDocument, Number(n))]),
];

console.log(`\nLarge legitimate PDFs read by the parser process — Node ${process.version}, bounds lifted to measure them.\n`);
console.log('| PDF | file | streams expand to | largest stream | text | parser peak RSS | time |');
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const [name, make] of cases) {
  const pdf = await make();
  const total = await measureDecodedSize(pdf, { maxStreamBytes: 1e12, maxDocumentBytes: 1e12 }, zlib);
  const largest = await largestStream(pdf);
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, childrenRss())), 20);
  const started = performance.now();
  const read = await new WorkerPdfParser(unbounded).parse(pdf);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const text = read.pages.reduce((sum, p) => sum + Buffer.byteLength(p.text), 0);
  console.log(`| ${name} | ${mb(pdf.length)} | ${mb(total.bytes)} | ${mb(largest)} | ${mb(text)} | ${mb(peak)} | ${seconds.toFixed(1)} s |`);
}
console.log(
  `| **default bound** | 50 MB (MAX_UPLOAD_MB) | ${mb(limits.maxDocumentBytes)} | ${mb(limits.maxStreamBytes)} | ${mb(limits.maxTextBytes)} | ${limits.maxMemoryMb} MB | ${limits.timeoutMs / 1000} s |`,
);

/** The smallest stream bound that the PDF passes: found by halving, with the same scan the parser runs. */
async function largestStream(pdf) {
  let low = 0;
  let high = 1e12;
  while (high - low > 64 * 1024) {
    const mid = Math.floor((low + high) / 2);
    const { over } = await measureDecodedSize(pdf, { maxStreamBytes: mid, maxDocumentBytes: 1e12 }, zlib);
    if (over === 'stream') low = mid;
    else high = mid;
  }
  return high;
}

function childrenRss() {
  let sum = 0;
  for (const tid of readdirSync(`/proc/${process.pid}/task`)) {
    for (const child of readFileSync(`/proc/${process.pid}/task/${tid}/children`, 'utf8').split(' ').filter(Boolean)) {
      try {
        sum += Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${child}/status`, 'utf8'))?.[1] ?? 0) * 1024;
      } catch {
        // gone between the two reads
      }
    }
  }
  return sum;
}

function mb(bytes) {
  return bytes >= MB ? `${(bytes / MB).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`;
}
