#!/usr/bin/env node
// `npm run bench:hardening`: the corpus cases too heavy for CI (docs/hardening.md) through the real API, in this
// process: a 5,000-page text PDF and a 44 MB photo PDF (under the default 50 MB upload cap). For each: the time to
// `processed`, the peak RSS of the API plus its parser child, and the slowest GET /health while it ran.
// PAGES=5000 and PHOTO_PAGES=46 pick the sizes; DATABASE_URL runs it on PostgreSQL instead of PGlite.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { photoPdf, textPdf } from '../pdf-limits/make-pdfs.mjs';

const api = fileURLToPath(new URL('../../apps/api/', import.meta.url));
const PDFDocument = createRequire(join(api, 'package.json'))('pdfkit');
const { createApp } = await import(join(api, 'dist/app.factory.js'));
const { loadConfig } = await import(join(api, 'dist/config/load-config.js'));
const { ProvisioningService } = await import(join(api, 'dist/organizations/provisioning.service.js'));

const MB = 1024 * 1024;
const dataDir = mkdtempSync(join(tmpdir(), 'pagewise-bench-hardening-'));
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  INGESTION_POLL_MS: '200',
  RATE_LIMIT_ADMIN_PER_MINUTE: '100000',
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
});
const app = await createApp(config);
await app.listen(0, '127.0.0.1');
// fetch keeps sockets for 4 s; a server that closes idle ones sooner races it after a long upload (ECONNRESET).
app.getHttpServer().keepAliveTimeout = 65_000;
const url = `http://127.0.0.1:${app.getHttpServer().address().port}`;
const { adminKey } = await app.get(ProvisioningService).provision({ name: 'Bench', plan: 'enterprise', email: 'bench@example.com' });
const auth = { Authorization: `Bearer ${adminKey}` };

const cases = [
  [`text, ${process.env.PAGES ?? 5000} pages`, () => textPdf(PDFDocument, Number(process.env.PAGES ?? 5000)), `word${(77 * 31 + 5 * 7) % 5003}`],
  [`photos, ${process.env.PHOTO_PAGES ?? 46} pages`, () => photoPdf(PDFDocument, Number(process.env.PHOTO_PAGES ?? 46)), 'surveyor'],
];

console.log(`\nHeavy corpus cases through the API — Node ${process.version}, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, default PDF bounds.\n`);
console.log('| PDF | file | outcome | time to settle | peak RSS, API + parser | slowest GET /health | query finds it |');
console.log('|---|---:|---|---:|---:|---:|---|');
for (const [name, make, word] of cases) {
  const pdf = await make();
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, treeRss())), 50);
  let running = true;
  let slowest = 0;
  const prober = (async () => {
    while (running) {
      const started = performance.now();
      await probe(`${url}/health`);
      slowest = Math.max(slowest, performance.now() - started);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  const started = performance.now();
  const form = new FormData();
  form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'bench.pdf');
  const created = await (await fetch(`${url}/v1/documents`, { method: 'POST', headers: auth, body: form })).json();
  let document = { status: 'failed', error: `refused at upload: ${created.error}` };
  while (created.id) {
    await new Promise((r) => setTimeout(r, 250));
    document = await (await fetch(`${url}/v1/documents/${created.id}`, { headers: auth })).json();
    if (document.status !== 'processing') break;
  }
  const seconds = (performance.now() - started) / 1000;
  running = false;
  await prober;
  clearInterval(sampler);
  const found = document.status === 'processed'
    ? (await (await fetch(`${url}/v1/query`, { method: 'POST', headers: { ...auth, 'Content-Type': 'application/json' }, body: JSON.stringify({ query: word, top_k: 3 }) })).json()).results.length > 0
    : false;
  const outcome = document.status === 'processed' ? `processed, ${document.pages} pages` : `failed: ${document.error}`;
  console.log(`| ${name} | ${(pdf.length / MB).toFixed(1)} MB | ${outcome} | ${seconds.toFixed(1)} s | ${Math.round(peak / MB)} MB | ${Math.round(slowest)} ms | ${found ? 'yes' : 'no'} |`);
}
await app.close();
rmSync(dataDir, { recursive: true, force: true });

function probe(target) {
  return new Promise((resolve, reject) => get(target, { agent: false }, (res) => res.resume().on('end', resolve)).on('error', reject));
}

/** RSS of this process (the API) and its Node children (the parser), from /proc. */
function treeRss() {
  let sum = 0;
  const pids = [process.pid];
  for (const tid of readdirSync(`/proc/${process.pid}/task`)) {
    pids.push(...readFileSync(`/proc/${process.pid}/task/${tid}/children`, 'utf8').split(' ').filter(Boolean));
  }
  for (const pid of pids) {
    try {
      sum += Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
    } catch {
      // gone between the two reads
    }
  }
  return sum;
}
