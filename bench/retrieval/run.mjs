// The retrieval benchmark of record: 16 PDFs uploaded through the real API into one organization, every
// question asked through POST /v1/query (hit@5, hit@1) and POST /v1/chat (answer contains gold, answered),
// questions the PDFs cannot answer (abstain rate, AUROC), overview questions, then retrieval latency at 100k
// synthetic chunks, and the cross-validated folds of abstention and confidence (--no-scale, --no-folds skip
// those parts). Data: SQuAD v1.1 and 2.0 dev subsets, CC BY-SA 4.0 (data/README.md).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { client, createOrganization, startApi } from './api-client.mjs';
import { evidenceFor, LAYOUTS, printFolds } from './harness/folds.mjs';
import { makePdfs } from './make-pdfs.mjs';
import {
  auroc,
  containsGold,
  isHit,
  isNotFound,
  offTopicQuestions,
  overviewPasses,
  overviewQuestions,
  percentile,
  questionsOf,
  summarize,
  topConfidence,
  unanswerableQuestions,
} from './scoring.mjs';
import { syntheticLatency } from './synthetic.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const skipScale = process.argv.includes('--no-scale');
const skipFolds = process.argv.includes('--no-folds');

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
  const chatLatencies = [];
  const chat = async (question) => {
    const t0 = performance.now();
    const response = await api.chat(question);
    chatLatencies.push(performance.now() - t0);
    return response;
  };
  for (const q of questionsOf(made)) {
    const t0 = performance.now();
    const { results } = await api.query(q.question, 5);
    latencies.push(performance.now() - t0);
    const response = await chat(q.question);
    rows.push({
      hit1: isHit(results[0] ?? {}, q.expected),
      hit5: results.some((r) => isHit(r, q.expected)),
      gold: containsGold(response.answer, q.answers),
      answered: !isNotFound(response),
      confidence: topConfidence(response),
    });
  }
  // Questions the documents cannot answer: the share that gets the "not found" reply, and how well the top
  // source's confidence tells them from answerable ones.
  const unanswered = async (questions) => {
    const out = [];
    for (const q of questions) {
      const response = await chat(q.question);
      out.push({ abstained: isNotFound(response), confidence: topConfidence(response) });
    }
    return out;
  };
  const offTopic = await unanswered(offTopicQuestions());
  const lookAlikes = await unanswered(unanswerableQuestions(made));
  const overviews = [];
  for (const q of overviewQuestions(made)) overviews.push(overviewPasses(await chat(q.question), q.name));
  await server.stop();
  server = null;
  const s = summarize(rows);
  const abstainRate = (set) => set.filter((r) => r.abstained).length / set.length;
  const median = (set) => percentile(set.map((r) => r.confidence), 50);
  const separation = (set) => auroc(rows.map((r) => r.confidence), set.map((r) => r.confidence));
  const scale = skipScale ? null : await syntheticLatency({ databaseUrl: process.env.DATABASE_URL ?? null });

  const pct = (x) => x.toFixed(3);
  console.log(`\nRetrieval benchmark: ${s.questions} questions over ${made.length} PDFs, extractive answers, no embedder\n`);
  console.log('| metric | value |');
  console.log('|---|---|');
  console.log(`| hit@5 (right PDF and page, POST /v1/query) | ${pct(s.hit5)} |`);
  console.log(`| hit@1 | ${pct(s.hit1)} |`);
  console.log(`| answer contains a gold answer (POST /v1/chat) | ${pct(s.gold)} |`);
  console.log(`| answerable questions answered (not "not found") | ${pct(s.answered)} |`);
  console.log(`| off-topic (${offTopic.length}): abstain rate / AUROC / median top confidence | ${pct(abstainRate(offTopic))} / ${pct(separation(offTopic))} / ${median(offTopic).toFixed(2)} |`);
  console.log(`| unanswerable look-alikes (${lookAlikes.length}): abstain rate / AUROC / median top confidence | ${pct(abstainRate(lookAlikes))} / ${pct(separation(lookAlikes))} / ${median(lookAlikes).toFixed(2)} |`);
  console.log(`| overview questions (${overviews.length}): cite only the named PDF, with its first page | ${pct(overviews.filter(Boolean).length / overviews.length)} |`);
  console.log(`| ingest time, 16 PDFs (upload to processed) | ${ingestSeconds.toFixed(1)} s |`);
  console.log(`| query latency p50 / p95 (HTTP, top 5) | ${percentile(latencies, 50).toFixed(1)} / ${percentile(latencies, 95).toFixed(1)} ms |`);
  console.log(`| chat latency p50 / p95 (HTTP, every question above) | ${percentile(chatLatencies, 50).toFixed(1)} / ${percentile(chatLatencies, 95).toFixed(1)} ms |`);
  if (scale)
    console.log(`| retrieval p50 / p95 at ${scale.chunks / 1000}k synthetic chunks (${scale.engine}, in process) | ${scale.p50.toFixed(1)} / ${scale.p95.toFixed(1)} ms |`);
  // Abstention and confidence are fitted on these questions, so their figures of record are cross-validated:
  // each fold's articles are scored by curves fitted on the other folds' articles (harness/cross-validate.mjs).
  if (!skipFolds) {
    for (const layout of Object.keys(LAYOUTS)) {
      console.log(`\n4-fold cross-validation by article, in process. ${LAYOUTS[layout]}:\n`);
      await printFolds(await evidenceFor(layout));
    }
  }
} finally {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
