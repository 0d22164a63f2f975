// Scanned pages, measured (npm run bench:ocr; builds the API first):
// 1. The retrieval benchmark's 16 SQuAD PDFs (bench/retrieval) drawn at 150 dpi in grey and rebuilt as image-only
//    PDFs, each set uploaded through the built API into an organization of its own: hit@5 and hit@1 of every
//    question (POST /v1/query), scans against the text PDFs.
// 2. Hindi (XQuAD paragraphs), Marathi and Tamil pages printed by Chromium, scanned the same way and read by OCR
//    with all four languages allowed: characters right (1 - edit distance / length, NFC, spaces folded), and the
//    language set the script detection chose.
// 3. OCR speed: pages per second (wall) and CPU seconds per page of the OCR process, and its peak resident memory.
// Options: --no-squad, --no-indic; BENCH_OCR_PAGES=N pages for the speed run (default 12). On a shared machine,
// read CPU seconds per page rather than wall time.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { client, createOrganization, startApi } from '../retrieval/api-client.mjs';
import { makePdfs } from '../retrieval/make-pdfs.mjs';
import { isHit, questionsOf, summarize } from '../retrieval/scoring.mjs';
import { PASSAGES, pageHtml } from './passages.mjs';
import { FONTS, imagePdf, pageRenderer, printHtml, rasterize } from './scans.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const work = join(root, 'bench/.work/ocr');
const DPI = 150;
const SPEED_PAGES = Number(process.env.BENCH_OCR_PAGES ?? 12);
mkdirSync(work, { recursive: true });
const { PageOcr } = await import(pathToFileURL(join(root, 'apps/api/dist/rag/ocr/page-ocr.js')).href);

const fmt = (x) => x.toFixed(3);
const made = await makePdfs(join(root, 'bench/.work/retrieval/pdfs'));
const scans = await scannedCopies(made);

if (!process.argv.includes('--no-squad')) await squad();
if (!process.argv.includes('--no-indic')) await indic();
await speed();

/** Each text PDF drawn at 150 dpi and rebuilt from its page images (kept in bench/.work/ocr/scans). */
async function scannedCopies(pdfs) {
  const dir = join(work, 'scans');
  mkdirSync(dir, { recursive: true });
  const renderer = await pageRenderer();
  try {
    const out = [];
    for (const m of pdfs) {
      const file = join(dir, m.name);
      if (!existsSync(file)) writeFileSync(file, await imagePdf(await rasterize(renderer, readFileSync(m.file), DPI), DPI));
      out.push({ ...m, file });
    }
    return out;
  } finally {
    renderer.onApplicationShutdown();
  }
}

async function squad() {
  const results = [];
  for (const [label, set] of [['text PDFs', made], [`scans at ${DPI} dpi (image-only)`, scans]]) {
    const dataDir = mkdtempSync(join(tmpdir(), 'pagewise-bench-ocr-'));
    const key = createOrganization(dataDir);
    const server = await startApi(dataDir, { OCR_PAGE_TIMEOUT_MS: '600000' });
    try {
      const api = client(server.url, key);
      const started = performance.now();
      const ids = [];
      for (const m of set) ids.push((await api.upload(m.file, m.name)).id);
      const pages = await waitProcessed(api, ids);
      const seconds = (performance.now() - started) / 1000;
      const rows = [];
      for (const q of questionsOf(set)) {
        const { results: found } = await api.query(q.question, 5);
        rows.push({ hit1: isHit(found[0] ?? {}, q.expected), hit5: found.some((r) => isHit(r, q.expected)) });
      }
      results.push({ label, pages, seconds, ...summarize(rows) });
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  console.log(`\nSQuAD dev PDFs (${made.length} PDFs, ${results[0].questions} questions): text against ${DPI} dpi scans, POST /v1/query top 5\n`);
  console.log('| PDFs | pages | hit@5 | hit@1 | upload to processed |');
  console.log('|---|---|---|---|---|');
  for (const r of results) console.log(`| ${r.label} | ${r.pages} | ${fmt(r.hit5)} | ${fmt(r.hit1)} | ${r.seconds.toFixed(0)} s |`);
  console.log(`| difference | | ${fmt(results[1].hit5 - results[0].hit5)} | ${fmt(results[1].hit1 - results[0].hit1)} | |`);
}

async function waitProcessed(api, ids) {
  const pending = new Set(ids);
  let pages = 0;
  while (pending.size) {
    for (const id of [...pending]) {
      const doc = await api.document(id);
      if (doc.status === 'failed') throw new Error(`${doc.name} failed: ${doc.error}`);
      if (doc.status === 'processed') {
        pages += doc.pages;
        pending.delete(id);
      }
    }
    if (pending.size) await new Promise((r) => setTimeout(r, 250));
  }
  return pages;
}

/** Hindi, Marathi and Tamil pages: characters right, and the language set chosen. */
async function indic() {
  const hindi = JSON.parse(readFileSync('/work/shared/eval/xquad-hi-dev.json', 'utf8'))
    .data.slice(0, 5)
    .map((article, i) => ({ title: article.title, text: article.paragraphs[i % article.paragraphs.length].context }));
  const sets = [
    { language: 'Hindi (XQuAD, 5 pages)', passages: hindi, font: FONTS.devanagari },
    { language: 'Marathi', passages: [PASSAGES.marathi], font: FONTS.devanagari },
    { language: 'Tamil', passages: [PASSAGES.tamil], font: FONTS.tamil },
    { language: 'Hindi (the test fixture\'s text)', passages: [PASSAGES.hindi], font: FONTS.devanagari },
  ];
  const renderer = await pageRenderer();
  const ocr = new PageOcr({ pageTimeoutMs: 600_000 }, { processes: 1 });
  console.log(`\nIndic pages printed by Chromium (Noto Sans), scanned at ${DPI} dpi, read with eng, hin, mar, tam allowed\n`);
  console.log('| language | pages | characters | characters right | language set chosen | confidence |');
  console.log('|---|---|---|---|---|---|');
  try {
    for (const set of sets) {
      const printed = await printHtml(set.passages.map((p) => pageHtml(p, 0)), [set.font]);
      const images = [];
      for (const pdf of printed) images.push(...(await rasterize(renderer, pdf, DPI, 1)));
      const pdf = await imagePdf(images, DPI);
      const pages = await ocr.read(new Uint8Array(pdf), { pages: images.map((_, i) => i + 1), languages: ['eng', 'hin', 'mar', 'tam'], isolation: 'bench', documentKey: set.language });
      let errors = 0;
      let length = 0;
      for (const [i, page] of pages.entries()) {
        const truth = normalize(`${set.passages[i].title} ${set.passages[i].text}`);
        const read = normalize('text' in page ? page.text : '');
        errors += editDistance(read, truth);
        length += truth.length;
      }
      const chosen = [...new Set(pages.map((p) => p.languages ?? p.skipped?.reason))].join(', ');
      const confidence = pages.map((p) => p.confidence ?? 0);
      console.log(`| ${set.language} | ${pages.length} | ${length} | ${fmt(1 - errors / length)} | ${chosen} | ${Math.min(...confidence)}–${Math.max(...confidence)} |`);
    }
  } finally {
    renderer.onApplicationShutdown();
    ocr.onApplicationShutdown();
  }
}

const normalize = (s) => [...s.normalize('NFC').replace(/[\u200c\u200d]/g, '').replace(/\s+/g, ' ').trim()];

function editDistance(a, b) {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length];
}

/** OCR pages per second, CPU per page and peak memory of the OCR process, English scans, one process. */
async function speed() {
  const ocr = new PageOcr({ pageTimeoutMs: 600_000 }, { processes: 1 });
  try {
    const pdf = new Uint8Array(readFileSync(scans[0].file));
    const count = Math.min(SPEED_PAGES, made[0].paragraphPages.flat().at(-1));
    // One page first: starting the process and loading the models, kept apart from the steady pace.
    const t0 = performance.now();
    await ocr.read(pdf, { pages: [1], languages: ['eng'], isolation: 'bench', documentKey: 'speed' });
    const startup = performance.now() - t0;
    const before = processStats();
    const t1 = performance.now();
    const pages = Array.from({ length: count }, (_, i) => i + 1);
    await ocr.read(pdf, { pages, languages: ['eng'], isolation: 'bench', documentKey: 'speed' });
    const seconds = (performance.now() - t1) / 1000;
    const after = processStats();
    const cpu = after.cpu - before.cpu;
    console.log(`\nOCR speed: ${count} English pages of ${scans[0].name} at ${DPI} dpi, one OCR process, ${cores()} cores, load average ${loadAverage()}\n`);
    console.log('| measure | value |');
    console.log('|---|---|');
    console.log(`| first page (process start, models loaded) | ${(startup / 1000).toFixed(1)} s |`);
    console.log(`| pages per second (wall) | ${(count / seconds).toFixed(2)} |`);
    console.log(`| CPU seconds per page (OCR process) | ${(cpu / count).toFixed(2)} |`);
    console.log(`| peak resident memory of the OCR process | ${Math.round(after.peakKb / 1024)} MB |`);
  } finally {
    ocr.onApplicationShutdown();
  }
}

/** CPU seconds and peak RSS of this process's children (the OCR process), from /proc. */
function processStats() {
  let cpu = 0;
  let peakKb = 0;
  const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(process.pid)], { encoding: 'utf8' }).trim().split(/\s+/).filter(Boolean);
  for (const pid of children) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      cpu += (Number(stat[11]) + Number(stat[12])) / 100;
      peakKb = Math.max(peakKb, Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0));
    } catch {
      // gone meanwhile
    }
  }
  return { cpu, peakKb };
}

const cores = () => execFileSync('nproc', { encoding: 'utf8' }).trim();
const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
