// In-process harness: drives RagService directly on an embedded PGlite database, for tuning chunking and
// ranking quickly. The benchmark of record (../run.mjs) goes through the real HTTP API.
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makePdfs } from '../make-pdfs.mjs';
import { containsGold, isHit, percentile, questionsOf, summarize } from '../scoring.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, '../../../apps/api/dist');
const load = (p) => import(join(dist, p));
Logger.overrideLogger(['warn', 'error']); // no app logger here: Nest's console logger, warnings and errors only

const { loadConfig } = await load('config/load-config.js');
const { dataSourceOptions, openDatabase } = await load('database/data-source.js');
const { WorkerPdfParser } = await load('rag/parsing/worker-pdf-parser.js');
const { ChunkStore } = await load('rag/retrieval/chunk-store.js');
const { TableMaintenance } = await load('database/table-maintenance.js');
const { KeywordRetriever } = await load('rag/retrieval/keyword-retriever.js');
const { PassageRetriever } = await load('rag/retrieval/passage-retriever.js');
const { ExtractiveAnswerModel } = await load('rag/answering/extractive-answer-model.js');
const { RagService } = await load('rag/rag.service.js');
const { DEFAULT_CHUNKING } = await load('rag/chunking/chunker.js');
const { DEFAULT_RANKING } = await load('rag/retrieval/bm25-ranker.js');

// Tuning knobs from the environment, e.g. CHUNK_TARGET=90 RANK_K1=1.5 node bench/retrieval/harness/run.mjs
const num = (name) => (process.env[name] ? Number(process.env[name]) : undefined);
Object.assign(DEFAULT_CHUNKING, Object.fromEntries(Object.entries({ targetWords: num('CHUNK_TARGET'), maxWords: num('CHUNK_MAX'), overlapSentences: num('CHUNK_OVERLAP') }).filter(([, v]) => v !== undefined)));
const ranking = { ...DEFAULT_RANKING, ...Object.fromEntries(Object.entries({ k1: num('RANK_K1'), b: num('RANK_B'), window: num('RANK_WINDOW'), proximityWeight: num('RANK_PROX'), titleWeight: num('RANK_TITLE'), neighbourWeight: num('RANK_NEIGHBOUR'), documentWeight: num('RANK_DOC'), passageWeight: num('RANK_PASSAGE'), passageLength: num('RANK_PASSAGE_LENGTH'), passageK1: num('RANK_PASSAGE_K1') }).filter(([, v]) => v !== undefined)) };

const dataDir = mkdtempSync(join(tmpdir(), 'pagewise-harness-'));
const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
const db = await openDatabase(dataSourceOptions(config));
try {
  const made = await makePdfs(join(dataDir, 'pdfs'));
  const [{ id: org }] = await db.query(`INSERT INTO organizations (name, plan) VALUES ('Bench', 'enterprise') RETURNING id`);
  const keyword = new KeywordRetriever(db);
  keyword.params = ranking;
  const rag = new RagService(
    new WorkerPdfParser({ timeoutMs: 60_000, maxMemoryMb: 512 }),
    new ChunkStore(db, new TableMaintenance(db)),
    new PassageRetriever(db, keyword, null, null),
    new ExtractiveAnswerModel(),
    null,
    null,
  );
  const started = performance.now();
  let chunks = 0;
  for (const m of made) {
    const [{ id }] = await db.query(`SELECT gen_random_uuid() AS id`);
    const result = await rag.ingest({ organizationId: org, documentId: id, name: m.name, bytes: readFileSync(m.file) });
    chunks += result.chunks;
  }
  const ingestMs = performance.now() - started;

  const rows = [];
  const latencies = [];
  const features = [];
  const misses = [];
  for (const q of questionsOf(made)) {
    const t0 = performance.now();
    const passages = await rag.query(org, q.question, 5);
    latencies.push(performance.now() - t0);
    const hits = passages.map((p) => isHit(p, q.expected));
    if (process.env.DUMP) {
      const ranked = await keyword.search(org, [{ text: q.question, weight: 1 }], 5);
      const rows = await db.query('SELECT id, document_name AS name, page_start AS page FROM chunks WHERE id = ANY($1::uuid[])', [ranked.map((r) => r.id)]);
      const where = new Map(rows.map((r) => [r.id, { name: r.name, page: Number(r.page) }]));
      ranked.forEach((r, i) => features.push({ question: rows.length, rank: i, coverage: r.coverage, relative: r.score / ranked[0].score, hit: isHit(where.get(r.id), q.expected) }));
    }
    let answer = '';
    for await (const e of rag.answer({ organizationId: org, question: q.question, language: 'en' })) if (e.type === 'done') answer = e.answer;
    const row = { hit1: hits[0] ?? false, hit5: hits.some(Boolean), gold: containsGold(answer, q.answers) };
    rows.push(row);
    if (process.env.SHOW_MISSES && !row.hit1) misses.push({ q: q.question, gold: q.answers[0], expected: q.expected, got: passages.map((p) => `${p.name}:${p.page}`).join(' '), top1HasGold: q.answers.some((a) => passages[0]?.text.includes(a)), sameDoc: passages[0]?.name === q.expected.name, answer });
  }
  const s = summarize(rows);
  console.log(JSON.stringify({ chunking: DEFAULT_CHUNKING, ranking, chunks, ingestMs: Math.round(ingestMs), ...s, p50: percentile(latencies, 50).toFixed(1), p95: percentile(latencies, 95).toFixed(1) }));
  if (process.env.DUMP) writeFileSync(process.env.DUMP, JSON.stringify(features));
  if (misses.length) writeFileSync('/tmp/misses.json', JSON.stringify(misses, null, 1));
} finally {
  await db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
}
