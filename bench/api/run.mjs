#!/usr/bin/env node
// API throughput: requests/s and p50/p99 latency of GET /v1/documents and POST /v1/query on the built API,
// beside a bare NestJS route measured in the same run. `npm run bench:api` (builds the API first).
// Everything runs on this machine over loopback: the load generator shares the CPU with the server.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measure } from './load.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const api = join(root, 'apps/api');
const require = createRequire(join(api, 'package.json'));
const PDFDocument = require('pdfkit');
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 5000);

const dataDir = mkdtempSync(join(tmpdir(), 'pagewise-bench-'));
const env = {
  PATH: process.env.PATH,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  DATA_DIR: dataDir,
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  JWT_SECRET: 'bench-jwt-secret-0123456789abcdef0123456789abcdef',
  API_KEY_PEPPER: 'bench-pepper-0123456789abcdef0123456789abcdef',
  // The benchmark measures the server, not the limits: raise them out of the way.
  RATE_LIMIT_ADMIN_PER_MINUTE: '100000000',
  PLAN_ENTERPRISE_QUERIES_PER_DAY: '-1',
  INGESTION_POLL_MS: '200',
};

const children = [];
try {
  const org = JSON.parse(
    execFileSync(process.execPath, [join(api, 'dist/cli/main.js'), 'org:create', '--name', 'Bench', '--plan', 'enterprise', '--json'], { env, encoding: 'utf8' })
      .trim()
      .split('\n')
      .at(-1),
  );
  const auth = { Authorization: `Bearer ${org.admin_key}` };
  const server = await start([join(api, 'dist/main.js')], { ...env, PORT: '0', HOST: '127.0.0.1' });
  const bare = await start([join(root, 'bench/api/bare-app.mjs')], { PATH: process.env.PATH });

  for (let i = 0; i < 5; i++) await uploadAndWait(server, auth, `manual-${i + 1}.pdf`, await makePdf(i));

  const rows = [
    ['bare NestJS GET /hello', await measure({ url: `${bare}/hello`, concurrency: CONCURRENCY, durationMs: DURATION_MS })],
    ['API GET /health (database ping)', await measure({ url: `${server}/health`, concurrency: CONCURRENCY, durationMs: DURATION_MS })],
    // Another guarded route with one small read: what the key check (hash look-up, limits, usage) costs alone.
    ['API GET /v1/widget/config (key check floor)', await measure({ url: `${server}/v1/widget/config`, headers: auth, concurrency: CONCURRENCY, durationMs: DURATION_MS })],
    ['API GET /v1/documents', await measure({ url: `${server}/v1/documents`, headers: auth, concurrency: CONCURRENCY, durationMs: DURATION_MS })],
    [
      'API POST /v1/query (top_k 5)',
      await measure({ url: `${server}/v1/query`, method: 'POST', headers: auth, body: { query: 'warranty claim for a damaged part', top_k: 5 }, concurrency: CONCURRENCY, durationMs: DURATION_MS }),
    ],
  ];

  const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';
  console.log(`\nAPI throughput — Node ${process.version}, ${cpus().length} cores shared by server and load generator, ${database},`);
  console.log(`${CONCURRENCY} keep-alive connections, ${DURATION_MS / 1000} s per row after 1 s warm-up, 5 processed documents.\n`);
  console.log('| route | requests/s | p50 ms | p99 ms | non-2xx |');
  console.log('|---|---:|---:|---:|---:|');
  for (const [name, r] of rows) console.log(`| ${name} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} |`);
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dataDir, { recursive: true, force: true });
}

function start(args, childEnv) {
  const child = spawn(process.execPath, args, { env: childEnv, stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = out.match(/listening on (http:\/\/\S+)/);
      if (match) resolve(match[1].replace('localhost', '127.0.0.1'));
    });
    child.once('exit', (code) => reject(new Error(`${args[0]} exited (${code}) before listening`)));
  });
}

function makePdf(seed) {
  const doc = new PDFDocument();
  const parts = [];
  doc.on('data', (p) => parts.push(p));
  const done = new Promise((resolve) => doc.on('end', () => resolve(Buffer.concat(parts))));
  const topics = ['warranty', 'refund', 'shipping', 'installation', 'maintenance', 'safety'];
  for (let page = 0; page < 12; page++) {
    if (page) doc.addPage();
    const topic = topics[(seed + page) % topics.length];
    doc.text(`Section ${page + 1}: ${topic}. ` + `A ${topic} claim for a damaged part is handled within ${page + 3} working days. `.repeat(12));
  }
  doc.end();
  return done;
}

async function uploadAndWait(base, auth, filename, bytes) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), filename);
  const created = await (await fetch(`${base}/v1/documents`, { method: 'POST', headers: auth, body: form })).json();
  for (;;) {
    const doc = await (await fetch(`${base}/v1/documents/${created.id}`, { headers: auth })).json();
    if (doc.status !== 'processing') return doc;
    await new Promise((r) => setTimeout(r, 200));
  }
}
