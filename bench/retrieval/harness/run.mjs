// In-process harness: drives RagService directly on an embedded PGlite database, for tuning chunking and
// ranking quickly. The benchmark of record (../run.mjs) goes through the real HTTP API.
import { writeFileSync } from 'node:fs';
import { containsGold, isHit, percentile, questionsOf, summarize } from '../scoring.mjs';
import { load, startEngine } from './engine.mjs';

const { DEFAULT_CHUNKING } = await load('rag/chunking/chunker.js');
const { DEFAULT_RANKING } = await load('rag/retrieval/bm25-ranker.js');

// Tuning knobs from the environment, e.g. CHUNK_TARGET=90 RANK_K1=1.5 node bench/retrieval/harness/run.mjs
const num = (name) => (process.env[name] ? Number(process.env[name]) : undefined);
const defined = (o) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
Object.assign(DEFAULT_CHUNKING, defined({ targetWords: num('CHUNK_TARGET'), maxWords: num('CHUNK_MAX'), overlapSentences: num('CHUNK_OVERLAP') }));
const ranking = {
  ...DEFAULT_RANKING,
  ...defined({ k1: num('RANK_K1'), b: num('RANK_B'), window: num('RANK_WINDOW'), proximityWeight: num('RANK_PROX'), titleWeight: num('RANK_TITLE'), neighbourWeight: num('RANK_NEIGHBOUR'), documentWeight: num('RANK_DOC'), passageWeight: num('RANK_PASSAGE'), passageLength: num('RANK_PASSAGE_LENGTH'), passageK1: num('RANK_PASSAGE_K1') }),
};

const engine = await startEngine({ ranking, correctSpelling: process.env.SPELLING !== '0' });
try {
  const { org, made, rag } = engine;
  const rows = [];
  const latencies = [];
  const misses = [];
  for (const q of questionsOf(made)) {
    const t0 = performance.now();
    const passages = await rag.query(org, q.question, 5);
    latencies.push(performance.now() - t0);
    const hits = passages.map((p) => isHit(p, q.expected));
    let done;
    for await (const e of rag.answer({ organizationId: org, question: q.question, language: 'en' })) if (e.type === 'done') done = e;
    const row = { hit1: hits[0] ?? false, hit5: hits.some(Boolean), gold: containsGold(done.answer, q.answers), answered: done.status === 'answered' };
    rows.push(row);
    if (process.env.SHOW_MISSES && !row.hit1) misses.push({ q: q.question, gold: q.answers[0], expected: q.expected, got: passages.map((p) => `${p.name}:${p.page}`).join(' '), top1HasGold: q.answers.some((a) => passages[0]?.text.includes(a)), sameDoc: passages[0]?.name === q.expected.name, answer: done.answer });
  }
  const s = summarize(rows);
  console.log(JSON.stringify({ chunking: DEFAULT_CHUNKING, ranking, chunks: engine.chunks, ingestMs: Math.round(engine.ingestMs), ...s, p50: percentile(latencies, 50).toFixed(1), p95: percentile(latencies, 95).toFixed(1) }));
  if (misses.length) writeFileSync('/tmp/misses.json', JSON.stringify(misses, null, 1));
} finally {
  await engine.close();
}
