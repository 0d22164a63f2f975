#!/usr/bin/env node
// Ingestion speed: the 16 Wikipedia-article PDFs of the retrieval benchmark (112 pages) uploaded through the
// built API, from the first upload to the last document processed, beside LangChain.js reading, splitting and
// indexing the same files in memory (langchain/pipeline.mjs), run alternately in one run. Each side does it
// twice: first in a process just started (cold: JIT, PGlite's WebAssembly compiled on first use, database
// caches empty), then again in the same process (warm, as a server that has been running), each compared with
// its like. Then one 500-page PDF for pages/s. `npm run bench:ingestion` (builds the API first). Set
// DATABASE_URL to run the API on PostgreSQL (each run gets a fresh database beside the one named), BENCH_RUNS for
// more runs (the median is reported), BENCH_CPU_PROF=dir to write the API's CPU profiles there, BENCH_NO_LARGE=1
// to skip the 500-page PDF, PAGEWISE_API_DIST=apps/api/dist-before (say) to measure another build of the API beside
// this checkout's, alternately (the other benchmarks measure that build instead), and BENCH_SQL_TIMES=1 (PGlite) to print the statements PGlite spent the most time executing in each
// API run (the first 12, or BENCH_SQL_TOP).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dejaVuFont, loadArticles, makePdfs } from '../retrieval/make-pdfs.mjs';
import { API_DIST, createOrganization, startListening, stopProcess } from '../support/api-process.mjs';
import { scratchDatabase } from '../support/postgres.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const here = join(root, 'bench/ingestion');
const api = join(root, 'apps/api');
const require = createRequire(join(api, 'package.json'));
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const LARGE_PAGES = 500;
/** USER_HZ, what /proc counts CPU time in: 100 on Linux everywhere that matters here. */
const CLOCK_TICKS = 100;
const cpuProfDir = process.env.BENCH_CPU_PROF ? resolve(process.env.BENCH_CPU_PROF) : null;
const baseDatabaseUrl = process.env.DATABASE_URL ?? null;
const sqlTimes = Boolean(process.env.BENCH_SQL_TIMES) && !baseDatabaseUrl;
// This checkout's build, and the one PAGEWISE_API_DIST names (bench/support/api-process.mjs) when it is another.
const builds = [...new Set([join(api, 'dist'), API_DIST])];

// The yardstick's packages live in their own small project, out of the product's dependencies.
if (!existsSync(join(here, 'langchain/node_modules/@langchain/community'))) {
  console.log('Installing the LangChain.js yardstick (bench/ingestion/langchain) …');
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: join(here, 'langchain'), stdio: 'inherit' });
}

const work = join(root, 'bench/.work/ingestion');
mkdirSync(work, { recursive: true });
const made = await makePdfs(join(root, 'bench/.work/retrieval/pdfs'));
const files = made.map((m) => m.file);

const label = (dist) => (dist === builds[0] ? 'Pagewise API' : `Pagewise API (${relative(root, dist)})`);
const results = { langchain: [], api: builds.map(() => []) };
for (let run = 0; run < RUNS; run++) {
  results.langchain.push(langchain(files, { again: true }));
  for (const [i, dist] of builds.entries())
    results.api[i].push(await ingestThroughApi(dist, made.map((m) => ({ file: m.file, name: m.name })), `run-${run + 1}-${i}`, { again: true }));
}

const large = [];
if (!process.env.BENCH_NO_LARGE) {
  const file = join(work, `large-${LARGE_PAGES}.pdf`);
  if (!existsSync(file)) writeFileSync(file, await largePdf(LARGE_PAGES));
  large.push({ name: 'LangChain.js in memory', ...langchain([file]) });
  for (const [i, dist] of builds.entries()) large.push({ name: `${label(dist)}, upload to processed`, ...(await ingestThroughApi(dist, [{ file, name: `large-${LARGE_PAGES}.pdf` }], `large-${i}`)) });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const lc = median(results.langchain.map((r) => r.ms));
const lcAgain = median(results.langchain.map((r) => r.again.ms));
const mb = (bytes) => (bytes / 1024 / 1024).toFixed(0);
const seconds = (ms) => (ms / 1000).toFixed(2);
const database = baseDatabaseUrl ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';
console.log(`\nIngestion — Node ${process.version}, ${cpus().length} cores, ${database}, ${RUNS} runs each, alternating, median reported.`);
console.log(`${made.length} PDFs, ${results.langchain[0].pages} pages, uploaded one after another over HTTP, timed from the first upload to the last document's processing_completed_at (the server's record, not the next poll);`);
console.log('"first": in a process just started; "again": the same files once more in the same process (the API: as new documents of the same organization);');
console.log('× LangChain compares each batch with LangChain.js\'s run of the same kind; CPU time the API process used in that span (user + system, all its threads);');
console.log('peak resident memory of the API process (VmHWM) and of its parser processes together (sampled every 20 ms), last run.\n');
console.log('| pipeline | batch | runs (s) | median (s) | × LangChain | API CPU s, runs (median) | peak MB API / parsers |');
console.log('|---|---|---|---:|---:|---:|---:|');
const LANGCHAIN = 'LangChain.js in memory (PDFLoader, RecursiveCharacterTextSplitter, BM25Retriever)';
console.log(`| ${LANGCHAIN} | first | ${results.langchain.map((r) => seconds(r.ms)).join(', ')} | ${seconds(lc)} | 1 | | |`);
console.log(`| ${LANGCHAIN} | again | ${results.langchain.map((r) => seconds(r.again.ms)).join(', ')} | ${seconds(lcAgain)} | 1 | | |`);
for (const [i, dist] of builds.entries()) {
  const runs = results.api[i];
  const peak = runs.at(-1);
  for (const [batch, of, yardstick] of [['first', (r) => r, lc], ['again', (r) => r.again, lcAgain]]) {
    const ours = median(runs.map((r) => of(r).ms));
    const cpu = runs.map((r) => of(r).apiCpuSeconds);
    console.log(
      `| ${label(dist)}, upload to processed | ${batch} | ${runs.map((r) => seconds(of(r).ms)).join(', ')} | ${seconds(ours)} | ${(ours / yardstick).toFixed(2)} | ${cpu.map((c) => c.toFixed(2)).join(', ')} (${median(cpu).toFixed(2)}) | ${mb(peak.apiPeakBytes)} / ${mb(peak.parserPeakBytes)} |`,
    );
  }
}
if (large.length) {
  const pages = large[0].pages;
  console.log(`\nOne ${pages}-page PDF (${(statSync(join(work, `large-${LARGE_PAGES}.pdf`)).size / 1024 / 1024).toFixed(1)} MB):\n`);
  console.log('| pipeline | seconds | pages/s | peak MB API / parsers |');
  console.log('|---|---:|---:|---:|');
  for (const r of large)
    console.log(`| ${r.name} | ${seconds(r.ms)} | ${(pages / (r.ms / 1000)).toFixed(0)} | ${r.apiPeakBytes === undefined ? '' : `${mb(r.apiPeakBytes)} / ${mb(r.parserPeakBytes)}`} |`);
}

function langchain(list, { again = false } = {}) {
  const out = execFileSync(process.execPath, [join(here, 'langchain/pipeline.mjs'), ...(again ? ['--again'] : []), ...list], { encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').at(-1));
}

/**
 * A fresh API (fresh data directory, and a fresh database on PostgreSQL), the files uploaded one after another;
 * with `again`, uploaded once more as new documents when the first batch is processed, and timed the same way.
 */
async function ingestThroughApi(dist, list, label, { again = false } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'pagewise-ingest-bench-'));
  const database = baseDatabaseUrl ? await scratchDatabase(baseDatabaseUrl, `pagewise_ingest_bench_${process.pid}_${label.replace(/\W/g, '_')}`) : null;
  const env = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'error',
    DATA_DIR: dataDir,
    ...(database ? { DATABASE_URL: database.url } : {}),
    JWT_SECRET: 'bench-jwt-secret-0123456789abcdef0123456789abcdef',
    API_KEY_PEPPER: 'bench-pepper-0123456789abcdef0123456789abcdef',
    RATE_LIMIT_ADMIN_PER_MINUTE: '100000000',
    ...(process.env.INGESTION_POLL_MS ? { INGESTION_POLL_MS: process.env.INGESTION_POLL_MS } : {}),
    ...(process.env.INGESTION_CONCURRENCY ? { INGESTION_CONCURRENCY: process.env.INGESTION_CONCURRENCY } : {}),
  };
  let server;
  try {
    const org = createOrganization(dist, env);
    const auth = { Authorization: `Bearer ${org.admin_key}` };
    const nodeArgs = cpuProfDir ? ['--cpu-prof', '--cpu-prof-dir', cpuProfDir, '--cpu-prof-name', `api-${label}-${Date.now()}.cpuprofile`] : [];
    if (sqlTimes) nodeArgs.push('--import', pathToFileURL(join(here, 'sql-times.mjs')).href);
    const sqlTimesFile = join(dataDir, 'sql-times.json');
    server = await start([...nodeArgs, join(dist, 'main.js')], { ...env, PORT: '0', HOST: '127.0.0.1', ...(sqlTimes ? { PAGEWISE_BENCH_SQL_TIMES: sqlTimesFile } : {}) });
    const memory = watchMemory(server.child.pid);
    const bodies = list.map((f) => readFileSync(f.file));
    const first = await ingestBatch(server, auth, list, bodies);
    const second = again ? await ingestBatch(server, auth, list, bodies) : null;
    const peaks = memory.stop();
    if (sqlTimes) {
      await server.stop();
      printSqlTimes(`${relative(root, dist)} ${label}`, JSON.parse(readFileSync(sqlTimesFile, 'utf8')));
    }
    return { ...first, ...peaks, ...(second ? { again: second } : {}) };
  } finally {
    await server?.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Uploads the files one after another and waits until all are processed: { ms, apiCpuSeconds } of the batch. */
async function ingestBatch(server, auth, list, bodies) {
  const cpuBefore = cpuSeconds(server.child.pid);
  const started = Date.now();
  const ids = [];
  for (let i = 0; i < list.length; i++) {
    const form = new FormData();
    form.append('file', new Blob([bodies[i]], { type: 'application/pdf' }), list[i].name);
    const res = await fetch(`${server.url}/v1/documents`, { method: 'POST', headers: auth, body: form });
    if (res.status !== 201 && res.status !== 202) throw new Error(`upload ${list[i].name}: ${res.status} ${await res.text()}`);
    ids.push((await res.json()).id);
  }
  const pending = new Set(ids);
  while (pending.size) {
    const docs = await listDocuments(server.url, auth);
    for (const d of docs) {
      if (d.status === 'failed') throw new Error(`${d.name} failed: ${d.error}`);
      if (d.status === 'processed') pending.delete(d.id);
    }
    // Every 100 ms: polling harder would take a noticeable share of the API process it measures.
    if (pending.size) await new Promise((r) => setTimeout(r, 100));
  }
  const apiCpuSeconds = cpuSeconds(server.child.pid) - cpuBefore;
  // The batch ends when the last document was processed, as the server recorded it (processing_completed_at,
  // the database's clock on this machine: the start of the transaction that marked it), not when the poll
  // above next looked, which came 0–100 ms later.
  const completed = await Promise.all(ids.map(async (id) => (await (await fetch(`${server.url}/v1/documents/${id}`, { headers: auth })).json()).processing_completed_at));
  return { ms: Math.max(...completed.map((at) => Date.parse(at))) - started, apiCpuSeconds };
}

/** The statements PGlite spent the most time executing, boot included (migrations run on every start). */
function printSqlTimes(title, times) {
  const total = times.reduce((sum, t) => sum + t.ms, 0);
  console.log(`\nPGlite executing SQL, ${title}: ${(total / 1000).toFixed(2)} s in all\n\n| ms | protocol calls | statement |\n|---:|---:|---|`);
  for (const t of times.sort((a, b) => b.ms - a.ms).slice(0, Number(process.env.BENCH_SQL_TOP ?? 12))) console.log(`| ${t.ms.toFixed(0)} | ${t.calls} | \`${t.sql}\` |`);
}

/** GET /v1/documents, once more when a kept-alive connection was closed under it. */
async function listDocuments(url, auth, tries = 3) {
  try {
    return await (await fetch(`${url}/v1/documents`, { headers: auth })).json();
  } catch (error) {
    if (tries <= 1) throw error;
    return listDocuments(url, auth, tries - 1);
  }
}

async function start(args, childEnv) {
  const { child, url } = await startListening(args, childEnv);
  return { child, url, stop: () => stopProcess(child) };
}

/**
 * CPU time the API process has used (all its threads, user and system; /proc, Linux): on a shared machine it
 * tells builds apart better than wall time, since the API's one busy thread is what the batch waits on.
 */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'latin1').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return NaN;
  }
}

/** Peak resident memory of the API process (VmHWM) and of its child processes together (sampled). */
function watchMemory(pid) {
  let parserPeakBytes = 0;
  const status = (p) => readFileSync(`/proc/${p}/status`, 'latin1');
  const field = (text, name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0) * 1024;
  const children = () => {
    let sum = 0;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const text = status(entry);
        if (/^PPid:\s+(\d+)/m.exec(text)?.[1] === String(pid)) sum += field(text, 'VmRSS');
      } catch {
        // gone meanwhile
      }
    }
    return sum;
  };
  const timer = setInterval(() => (parserPeakBytes = Math.max(parserPeakBytes, children())), 20);
  return {
    stop() {
      clearInterval(timer);
      let apiPeakBytes = 0;
      try {
        apiPeakBytes = field(status(pid), 'VmHWM');
      } catch {
        // no /proc
      }
      return { apiPeakBytes, parserPeakBytes };
    },
  };
}

/** The evaluation articles rendered one after another, again and again, until the PDF has `pages` pages. */
function largePdf(pages) {
  const PDFDocument = require('pdfkit');
  const font = dejaVuFont();
  const articles = loadArticles();
  return new Promise((resolveBytes, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `${pages} pages of articles` } });
    const parts = [];
    doc.on('data', (b) => parts.push(b));
    doc.on('error', reject);
    doc.on('end', () => resolveBytes(Buffer.concat(parts)));
    doc.registerFont('body', font);
    let page = 1;
    doc.on('pageAdded', () => page++);
    outer: for (let round = 0; ; round++) {
      for (const article of articles) {
        doc.font('body').fontSize(18).text(`${article.article_title} (${round + 1})`, { paragraphGap: 12 });
        doc.fontSize(11);
        for (const paragraph of article.context_paragraphs) {
          doc.text(paragraph, { paragraphGap: 8 });
          if (page >= pages) break outer;
        }
      }
    }
    doc.end();
  });
}
