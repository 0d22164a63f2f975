// Retrieval latency at scale: 100k synthetic chunks in one organization, words drawn from the evaluation
// set's own articles (one topic per document), queried with the evaluation questions.
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadArticles } from './make-pdfs.mjs';
import { percentile } from './scoring.mjs';
import { API_DIST } from '../support/api-process.mjs';
import { scratchDatabase as scratchDatabaseOn } from '../support/postgres.mjs';

// PAGEWISE_API_DIST measures another build of the API (bench/support/api-process.mjs).
const dist = API_DIST;
const requireApi = createRequire(join(dist, '../package.json'));
// The engine's classes run here without the app's logger: keep Nest's console logger to warnings and errors.
requireApi('@nestjs/common').Logger.overrideLogger(['warn', 'error']);

/** On a PostgreSQL server, the run gets a database of its own, dropped afterwards. */
async function scratchDatabase(serverUrl) {
  if (!serverUrl) return { url: null, drop: async () => undefined };
  return scratchDatabaseOn(serverUrl, `pagewise_bench_${randomBytes(6).toString('hex')}`);
}
const load = (p) => import(join(dist, p));

/** Deterministic, so runs are comparable. */
function random(seed) {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

/** Each synthetic document is about one article: 70% of its words come from that article, the rest from all. */
function wordSampler(articles, rand) {
  const split = (a) => a.context_paragraphs.join(' ').split(/\s+/).filter(Boolean);
  const topics = articles.map(split);
  const all = topics.flat();
  const pick = (list) => list[Math.floor(rand() * list.length)];
  return (topic) => (rand() < 0.7 ? pick(topics[topic % topics.length]) : pick(all));
}

export async function syntheticLatency({ chunks = 100_000, perDocument = 500, queries = 200, databaseUrl = null } = {}) {
  const { loadConfig } = await load('config/load-config.js');
  const { dataSourceOptions, openDatabase } = await load('database/data-source.js');
  const { ChunkStore } = await load('rag/retrieval/chunk-store.js');
  const { TableMaintenance } = await load('database/table-maintenance.js');
  const { KeywordRetriever } = await load('rag/retrieval/keyword-retriever.js');
  const { PassageRetriever } = await load('rag/retrieval/passage-retriever.js');

  const dataDir = mkdtempSync(join(tmpdir(), 'pagewise-100k-'));
  const scratch = await scratchDatabase(databaseUrl);
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...(scratch.url ? { DATABASE_URL: scratch.url } : {}) });
  const db = await openDatabase(dataSourceOptions(config));
  try {
    const articles = loadArticles();
    const rand = random(42);
    const word = wordSampler(articles, rand);
    const [{ id: org }] = await db.query(`INSERT INTO organizations (name) VALUES ('Synthetic') RETURNING id`);
    const store = new ChunkStore(db, new TableMaintenance(db));
    const started = performance.now();
    for (let d = 0; d * perDocument < chunks; d++) {
      const [{ id }] = await db.query('SELECT gen_random_uuid() AS id');
      const docChunks = Array.from({ length: perDocument }, (_, i) => {
        const text = Array.from({ length: 120 }, () => word(d)).join(' ');
        return { ordinal: i, pageStart: 1 + Math.floor(i / 4), pageEnd: 1 + Math.floor(i / 4), pageBreaks: [], text, words: 120 };
      });
      await store.replace(org, id, { name: `synthetic-${d}.pdf`, title: `synthetic ${d}` }, docChunks);
    }
    const loadMs = performance.now() - started;
    // PGlite: the product's own maintenance (TableMaintenance) has vacuumed and analyzed during the load.
    // PostgreSQL: autovacuum would have analyzed the table within a minute; do it now rather than wait.
    if (scratch.url) await db.query('ANALYZE chunks');
    const retriever = new PassageRetriever(db, new KeywordRetriever(db), null, null);
    const questions = articles.flatMap((a) => a.questions).slice(0, queries);
    for (const q of questions.slice(0, 10)) await retriever.retrieve(org, [{ text: q.question, weight: 1 }], 5); // warm-up
    const latencies = [];
    // CPU of this process per question: with PGlite the database's work too, so the cost of a question.
    const cpu = process.cpuUsage();
    for (const q of questions) {
      const t0 = performance.now();
      await retriever.retrieve(org, [{ text: q.question, weight: 1 }], 5);
      latencies.push(performance.now() - t0);
    }
    const used = process.cpuUsage(cpu);
    const cpuMs = (used.user + used.system) / 1000 / questions.length;
    return { engine: databaseUrl ? 'PostgreSQL' : 'PGlite', chunks, loadMs, cpuMs, p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99) };
  } finally {
    await db.destroy();
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// `node bench/retrieval/synthetic.mjs 1000 10000 100000`: one line per size (chunks of 500 per document, fewer
// when the size is smaller), 200 questions each after 10 of warm-up.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const arg of process.argv.slice(2).length ? process.argv.slice(2) : ['100000']) {
    const chunks = Number(arg);
    const r = await syntheticLatency({ chunks, perDocument: Math.min(500, chunks), databaseUrl: process.env.DATABASE_URL ?? null });
    console.log(`| ${r.engine} | ${chunks.toLocaleString('en')} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${(r.loadMs / 1000).toFixed(0)} s | ${r.cpuMs.toFixed(1)} ms CPU/question |`);
  }
}
