// What a small PDF waits behind a slow one (npm run bench:slow-file; builds the API first): one API, default
// ingestion settings, an Enterprise organization. Each case uploads the slow file, then 0.5 s later a one-page
// text PDF (and a one-page scan), and times each from its upload to processed. Every case runs twice: with the
// slow lane off (INGESTION_SLOW_AFTER_MS=0, as before) and on (the default).
// Slow files: a decompression bomb whose zlib data hides behind ASCIIHexDecode (the raw-byte scan cannot see it,
// so it runs until the parser's memory cap), and a 30-page scan (OCR, page by page).
import { createRequire } from 'node:module';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDeflate } from 'node:zlib';
import { createOrganization, startListening, stopProcess } from '../support/api-process.mjs';
import { API_DIST } from '../support/api-process.mjs';
import { makePdfs } from '../retrieval/make-pdfs.mjs';
import { imagePdf, pageRenderer, rasterize } from './scans.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const require = createRequire(join(root, 'apps/api/package.json'));
const PDFDocument = require('pdfkit');
const GIB = 1024 ** 3;

const small = await onePagePdf('Opening hours: the library is open from 9 to 17 on weekdays.');
const renderer = await pageRenderer();
let smallScan;
let longScan;
try {
  [smallScan] = [await imagePdf(await rasterize(renderer, small, 150, 1), 150)];
  // 30 pages: the retrieval benchmark's PDFs scanned at 150 dpi (bench:ocr writes them), page after page.
  const made = await makePdfs(join(root, 'bench/.work/retrieval/pdfs'));
  const pages = [];
  for (const m of made) {
    if (pages.length >= 30) break;
    pages.push(...(await rasterize(renderer, readFileSync(m.file), 150)));
  }
  longScan = await imagePdf(pages.slice(0, 30), 150);
} finally {
  renderer.onApplicationShutdown();
}
const bomb = await hexBomb(4 * GIB);

const cases = [
  { name: 'nothing (alone)', slow: null },
  { name: 'a decompression bomb (hidden behind ASCIIHex, 4 GiB)', slow: bomb },
  { name: 'a 30-page scan', slow: longScan },
];
const rows = [];
for (const lane of ['off', 'on']) {
  for (const c of cases) {
    if (lane === 'off' && !c.slow) continue;
    rows.push({ lane, name: c.name, ...(await run(c.slow, lane === 'on' ? {} : { INGESTION_SLOW_AFTER_MS: '0' })) });
  }
}
console.log(`\nA one-page PDF uploaded 0.5 s after a slow one: upload to processed (2 cores, load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')})\n`);
console.log('| behind | slow lane | one-page text PDF | one-page scan | the slow file |');
console.log('|---|---|---|---|---|');
for (const r of rows) console.log(`| ${r.name} | ${r.lane} | ${r.small} | ${r.scan} | ${r.slow} |`);

async function run(slowPdf, extraEnv) {
  const dataDir = mkdtempSync(join(tmpdir(), 'pagewise-slow-'));
  const env = { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', DATA_DIR: dataDir, INGESTION_POLL_MS: '100', RATE_LIMIT_ADMIN_PER_MINUTE: '100000000', ...extraEnv };
  const org = createOrganization(API_DIST, env);
  const { child, url } = await startListening([join(API_DIST, 'main.js')], { ...env, PORT: '0', HOST: '127.0.0.1' }, { stderr: 'pipe' });
  const auth = { Authorization: `Bearer ${org.admin_key}` };
  try {
    // A first file warms the parser up, as on a server that has been running.
    await settle(url, auth, await upload(url, auth, small, 'warm-up.pdf'));
    const uploads = [];
    if (slowPdf) {
      uploads.push(timed(url, auth, slowPdf, 'slow.pdf'));
      await new Promise((r) => setTimeout(r, 500));
    }
    const smallOne = timed(url, auth, small, 'small.pdf');
    const scanOne = timed(url, auth, smallScan, 'small-scan.pdf');
    const [s, sc, ...slow] = await Promise.all([smallOne, scanOne, ...uploads]);
    return { small: s, scan: sc, slow: slow[0] ?? '—' };
  } finally {
    await stopProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function timed(url, auth, bytes, name) {
  const started = performance.now();
  const id = await upload(url, auth, bytes, name);
  const document = await settle(url, auth, id);
  return `${((performance.now() - started) / 1000).toFixed(1)} s (${document.status})`;
}

async function upload(url, auth, bytes, name) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), name);
  const res = await fetch(`${url}/v1/documents`, { method: 'POST', headers: auth, body: form });
  if (!res.ok) throw new Error(`upload ${name}: ${res.status} ${await res.text()}`);
  return (await res.json()).id;
}

async function settle(url, auth, id) {
  for (;;) {
    const document = await (await fetch(`${url}/v1/documents/${id}`, { headers: auth })).json();
    if (document.status !== 'processing') return document;
    await new Promise((r) => setTimeout(r, 100));
  }
}

function onePagePdf(text) {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56 });
    const parts = [];
    doc.on('data', (b) => parts.push(b));
    doc.on('end', () => resolve(Buffer.concat(parts)));
    doc.fontSize(14).text(text);
    doc.end();
  });
}

/** One page whose content is a line of text and `zeros` zero bytes, deflated and then hex-encoded. */
async function hexBomb(zeros) {
  const deflate = createDeflate({ level: 9 });
  const out = [];
  deflate.on('data', (chunk) => out.push(chunk));
  const ended = new Promise((resolve) => deflate.on('end', resolve));
  deflate.write(Buffer.from('BT /F1 12 Tf 72 720 Td (Quarterly report) Tj ET\n'));
  const block = Buffer.alloc(16 * 1024 * 1024);
  for (let left = zeros; left > 0; left -= block.length) {
    if (!deflate.write(left >= block.length ? block : block.subarray(0, left))) await new Promise((r) => deflate.once('drain', r));
  }
  deflate.end();
  await ended;
  const body = Buffer.from(`${Buffer.concat(out).toString('hex')}>`);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    [`<< /Length ${body.length} /Filter [/ASCIIHexDecode /FlateDecode] >>\nstream\n`, body, '\nendstream'],
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const parts = [Buffer.from('%PDF-1.7\n')];
  const offsets = [];
  let size = parts[0].length;
  objects.forEach((object, i) => {
    offsets.push(size);
    const chunk = Buffer.concat([`${i + 1} 0 obj\n`, ...[object].flat(), '\nendobj\n'].map((p) => (Buffer.isBuffer(p) ? p : Buffer.from(p))));
    parts.push(chunk);
    size += chunk.length;
  });
  const xref = ['xref', `0 ${objects.length + 1}`, '0000000000 65535 f ', ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `)];
  parts.push(Buffer.from(`${xref.join('\n')}\ntrailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${size}\n%%EOF\n`));
  return Buffer.concat(parts);
}
