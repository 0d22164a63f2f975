#!/usr/bin/env node
// What a decompression-bomb PDF costs the API: peak memory of the API process and of the PDF parser, how long
// until the document settles, and how slowly /health answers meanwhile. `npm run bench:pdf-limits` (builds first).
// BOMB_GIB=1,2 picks the expanded sizes (a 1 GiB bomb is a 1 MB file, 2 GiB a 2 MB one: both within Pro's limit).
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { createOrganization, startListening, stopProcess } from '../support/api-process.mjs';
import { bombPdf, textPdf } from './make-pdfs.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const api = join(root, 'apps/api');
const GIB = 1024 ** 3;
const sizes = (process.env.BOMB_GIB ?? '1,2').split(',').map(Number);

const dataDir = mkdtempSync(join(tmpdir(), 'pagewise-bomb-'));
const env = {
  PATH: process.env.PATH,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  DATA_DIR: dataDir,
  JWT_SECRET: 'bench-jwt-secret-0123456789abcdef0123456789abcdef',
  API_KEY_PEPPER: 'bench-pepper-0123456789abcdef0123456789abcdef',
  INGESTION_POLL_MS: '200',
  // The benchmark polls the document often: keep the key's rate limit out of the way.
  RATE_LIMIT_ADMIN_PER_MINUTE: '100000000',
};

const rows = [];
try {
  const org = createOrganization(join(api, 'dist'), env, { name: 'Bomb', plan: 'pro' });
  const auth = { Authorization: `Bearer ${org.admin_key}` };
  // For comparison, an ordinary PDF of the same size as the larger bomb.
  const PDFDocument = createRequire(join(api, 'package.json'))('pdfkit');
  const uploads = [
    ['an ordinary PDF, 450 pages of text', () => textPdf(PDFDocument, 450)],
    ...sizes.map((gib) => [`a bomb that expands to ${gib} GiB`, () => bombPdf(gib * GIB)]),
  ];
  for (const [name, make] of uploads) {
    const pdf = await make();
    // A fresh API process per upload, so that each peak is its own.
    const server = await start({ ...env, PORT: '0', HOST: '127.0.0.1' });
    try {
      rows.push({ name, fileBytes: pdf.length, ...(await measureOne(server, auth, pdf)) });
    } finally {
      await stopProcess(server.child);
    }
  }
  console.log(`\nDecompression-bomb PDFs on the Pro plan — Node ${process.version}, embedded PGlite, parser defaults.\n`);
  console.log('| upload | file | API RSS before | API peak RSS | parser peak RSS | outcome | time to settle | slowest /health (failed) |');
  console.log('|---|---:|---:|---:|---:|---|---:|---:|');
  for (const r of rows) {
    console.log(
      `| ${r.name} | ${(r.fileBytes / 1e6).toFixed(2)} MB | ${mb(r.before)} | ${mb(r.apiPeak)} | ${r.parserPeak ? mb(r.parserPeak) : 'in the API process'} | ${r.outcome} | ${(r.settleMs / 1000).toFixed(1)} s | ${r.slowestHealthMs} ms (${r.failedHealth}) |`,
    );
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

async function measureOne(server, auth, pdf) {
  const pid = server.child.pid;
  const before = rssOf(pid);
  let apiPeak = before;
  let parserPeak = 0;
  const sampler = setInterval(() => {
    apiPeak = Math.max(apiPeak, rssOf(pid));
    parserPeak = Math.max(parserPeak, descendants(pid).reduce((sum, child) => sum + rssOf(child), 0));
  }, 20);
  let slowestHealthMs = 0;
  let failedHealth = 0;
  let probing = true;
  const prober = (async () => {
    while (probing) {
      const t = performance.now();
      const ok = await fetch(`${server.url}/health`).then((res) => res.arrayBuffer().then(() => res.ok), () => false);
      if (!ok) failedHealth++;
      slowestHealthMs = Math.max(slowestHealthMs, Math.round(performance.now() - t));
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  const started = performance.now();
  let uploaded;
  let document;
  let settleMs;
  try {
    const form = new FormData();
    form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'upload.pdf');
    uploaded = await (await fetch(`${server.url}/v1/documents`, { method: 'POST', headers: auth, body: form })).json();
    if (!uploaded.id) throw new Error(`Upload refused: ${JSON.stringify(uploaded)}`);
    for (;;) {
      document = await getJson(`${server.url}/v1/documents/${uploaded.id}`, auth);
      if (document.status !== 'processing') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    settleMs = performance.now() - started;
  } finally {
    probing = false;
    await prober;
    clearInterval(sampler);
  }
  apiPeak = Math.max(apiPeak, hwmOf(pid));
  await fetch(`${server.url}/v1/documents/${uploaded.id}`, { method: 'DELETE', headers: auth });
  const outcome = document.status === 'failed' ? `failed: "${document.error}"` : document.status;
  return { before, apiPeak, parserPeak, outcome, settleMs, slowestHealthMs, failedHealth };
}

/** GET with one retry: with embedded PGlite, storing a large document's chunks holds the event loop for seconds,
 * and a keep-alive connection the server closed meanwhile resets. */
async function getJson(url, headers) {
  try {
    return await (await fetch(url, { headers })).json();
  } catch {
    return (await fetch(url, { headers })).json();
  }
}

function status(pid) {
  try {
    return readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return '';
  }
}
function kb(text, field) {
  return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0) * 1024;
}
function rssOf(pid) {
  return kb(status(pid), 'VmRSS');
}
function hwmOf(pid) {
  return kb(status(pid), 'VmHWM');
}

function descendants(pid) {
  const direct = [];
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      direct.push(...readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').split(' ').filter(Boolean).map(Number));
    }
  } catch {
    return [];
  }
  return direct.flatMap((child) => [child, ...descendants(child)]);
}

function mb(bytes) {
  return bytes >= 1e9 ? `${(bytes / 1e9).toFixed(2)} GB` : `${Math.round(bytes / 1e6)} MB`;
}

function start(childEnv) {
  return startListening([join(api, 'dist/main.js')], childEnv);
}
