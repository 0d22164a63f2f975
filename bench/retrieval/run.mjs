// The retrieval benchmark of record: 16 PDFs uploaded through the real API into one organization, every
// question asked through POST /v1/query (hit@5, hit@1) and POST /v1/chat (answer contains gold), then
// retrieval latency at 100k synthetic chunks. Data: SQuAD v1.1 dev subset, CC BY-SA 4.0 (data/README.md).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { client, createOrganization, startApi } from './api-client.mjs';
import { makePdfs } from './make-pdfs.mjs';
import { containsGold, isHit, percentile, questionsOf, summarize } from './scoring.mjs';
import { syntheticLatency } from './synthetic.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const skipScale = process.argv.includes('--no-scale');

async function waitProcessed(api, ids) {
  const pending = new Set(ids);
  while (pending.size) {
    for (const id of [...pending]) {
      const doc = await api.document(id);
      if (doc.status === 'failed') throw new Error(`${doc.name} failed: ${doc.error}`);
      if (doc.status === 'processed') pending.delete(id);
    }
    if (pending.size) await new Promise((r) => setTimeout(r, 100));
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'pagewise-bench-'));
let server;
try {
  const made = await makePdfs(join(here, '../.work/retrieval/pdfs'));
  const key = createOrganization(dataDir);
  server = await startApi(dataDir);
  const api = client(server.url, key);

  const started = performance.now();
  const ids = [];
  for (const m of made) ids.push((await api.upload(m.file, m.name)).id);
  await waitProcessed(api, ids);
  const ingestSeconds = (performance.now() - started) / 1000;

  const rows = [];
  const latencies = [];
  for (const q of questionsOf(made)) {
    const t0 = performance.now();
    const { results } = await api.query(q.question, 5);
    latencies.push(performance.now() - t0);
    const { answer } = await api.chat(q.question);
    rows.push({ hit1: isHit(results[0] ?? {}, q.expected), hit5: results.some((r) => isHit(r, q.expected)), gold: containsGold(answer, q.answers) });
  }
  await server.stop();
  server = null;
  const s = summarize(rows);
  const scale = skipScale ? null : await syntheticLatency({ databaseUrl: process.env.DATABASE_URL ?? null });

  const pct = (x) => x.toFixed(3);
  console.log(`\nRetrieval benchmark: ${s.questions} questions over ${made.length} PDFs, extractive answers, no embedder\n`);
  console.log('| metric | value |');
  console.log('|---|---|');
  console.log(`| hit@5 (right PDF and page, POST /v1/query) | ${pct(s.hit5)} |`);
  console.log(`| hit@1 | ${pct(s.hit1)} |`);
  console.log(`| answer contains a gold answer (POST /v1/chat) | ${pct(s.gold)} |`);
  console.log(`| ingest time, 16 PDFs (upload to processed) | ${ingestSeconds.toFixed(1)} s |`);
  console.log(`| query latency p50 / p95 (HTTP, top 5) | ${percentile(latencies, 50).toFixed(1)} / ${percentile(latencies, 95).toFixed(1)} ms |`);
  if (scale)
    console.log(`| retrieval p50 / p95 at ${scale.chunks / 1000}k synthetic chunks (${scale.engine}, in process) | ${scale.p50.toFixed(1)} / ${scale.p95.toFixed(1)} ms |`);
} finally {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
