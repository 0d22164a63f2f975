#!/usr/bin/env node
// Retrieval at scale on PostgreSQL: 1M synthetic chunks over 1,000 organizations, one of which holds 100k,
// loaded with SQL in a scratch database of their own; then retrieval latency for the 100k organization in
// process and over HTTP, with one API process and with two behind the same database and Redis, and the
// query plans (EXPLAIN ANALYZE) of the retrieval statements. `npm run bench:scale` (builds the API first).
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres REDIS_URL=redis://127.0.0.1:6379/7 npm run bench:scale
//
// SCALE_CHUNKS (1,000,000), SCALE_ORGS (1,000) and SCALE_BIG (100,000) size it; SCALE_KEEP=1 keeps the database
// and prints its name, and SCALE_DATABASE=that name measures it again without loading.
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadArticles } from '../retrieval/make-pdfs.mjs';
import { percentile } from '../retrieval/scoring.mjs';
import { createOrganization, startListening } from '../support/api-process.mjs';
import { adminQuery } from '../support/postgres.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const api = join(root, 'apps/api');
const dist = join(api, 'dist');
const requireApi = createRequire(join(api, 'package.json'));
const pg = requireApi('pg');
requireApi('@nestjs/common').Logger.overrideLogger(['warn', 'error']);
const load = (p) => import(join(dist, p));

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error('bench:scale needs DATABASE_URL (a PostgreSQL server; the run creates and drops a database of its own).');
  process.exit(2);
}
const CHUNKS = Number(process.env.SCALE_CHUNKS ?? 1_000_000);
const ORGS = Number(process.env.SCALE_ORGS ?? 1_000);
const BIG = Number(process.env.SCALE_BIG ?? 100_000);
const PER_DOCUMENT = 500;
const SENTENCES_PER_CHUNK = 8;
const POOL_PER_TOPIC = 2_000;
const QUERIES = Number(process.env.SCALE_QUERIES ?? 200);

const log = (...a) => console.error(`[${new Date().toISOString().slice(11, 19)}]`, ...a);
const reuse = process.env.SCALE_DATABASE ?? null;
const name = reuse ?? `pagewise_scale_${randomBytes(5).toString('hex')}`;
const dbUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
const admin = (sql) => adminQuery(serverUrl, sql);

const dataDir = mkdtempSync(join(tmpdir(), 'pagewise-scale-'));
const env = {
  PATH: process.env.PATH,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  DATA_DIR: dataDir,
  DATABASE_URL: dbUrl,
  JWT_SECRET: 'bench-jwt-secret-0123456789abcdef0123456789abcdef',
  API_KEY_PEPPER: 'bench-pepper-0123456789abcdef0123456789abcdef',
  RATE_LIMIT_ADMIN_PER_MINUTE: '100000000',
};
const children = [];
if (!reuse) await admin(`CREATE DATABASE ${name}`);
const db = new pg.Client({ connectionString: dbUrl });
try {
  let loadSeconds = 0;
  if (!reuse) {
    // The CLI migrates the new database and creates the organization that gets the 100k chunks, with its key.
    const created = createOrganization(dist, env, { name: 'Scale 100k' });
    await db.connect();
    const [{ id }] = (await db.query('SELECT id FROM organizations')).rows;
    await db.query('CREATE TABLE scale_bench (organization_id uuid, admin_key text)');
    await db.query('INSERT INTO scale_bench VALUES ($1, $2)', [id, created.admin_key]);
    const loadStarted = performance.now();
    await loadCorpus(id);
    loadSeconds = (performance.now() - loadStarted) / 1000;
  } else {
    await db.connect();
  }
  const [{ organization_id: bigOrg, admin_key }] = (await db.query('SELECT organization_id, admin_key FROM scale_bench')).rows;
  const big = { admin_key };
  const sizes = (
    await db.query(`SELECT pg_size_pretty(pg_table_size('chunks')) AS heap, pg_size_pretty(pg_relation_size('chunks_organization_tsv_idx')) AS gin,
                           pg_size_pretty(pg_total_relation_size('corpus_terms')) AS terms, (SELECT count(*) FROM chunks) AS chunks,
                           (SELECT count(*) FROM organizations) AS orgs, (SELECT count(*) FROM corpus_terms) AS lexemes`)
  ).rows[0];
  log('loaded', sizes, `${loadSeconds.toFixed(0)} s`);

  const questions = loadArticles()
    .flatMap((a) => a.questions)
    .slice(0, QUERIES)
    .map((q) => q.question);
  const [{ id: smallOrg }] = (await db.query('SELECT organization_id AS id FROM corpus_stats WHERE organization_id <> $1 ORDER BY chunks DESC LIMIT 1', [bigOrg])).rows;
  const inProcessBig = await inProcess(bigOrg, questions);
  const inProcessSmall = await inProcess(smallOrg, questions);
  const plans = await explain(bigOrg, questions[0]);

  const auth = { Authorization: `Bearer ${big.admin_key}` };
  const redis = process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {};
  const first = await startApi(redis);
  const http1 = await overHttp([first], auth, questions, 1);
  const http1x4 = await overHttp([first], auth, questions, 4);
  const second = await startApi(redis);
  const http2x4 = await overHttp([first, second], auth, questions, 4);

  console.log(`\nRetrieval at scale — PostgreSQL ${(await db.query('SHOW server_version')).rows[0].server_version}, Node ${process.version}, one 2-core machine for database, API and client.`);
  console.log(`${Number(sizes.chunks).toLocaleString('en')} chunks over ${Number(sizes.orgs).toLocaleString('en')} organizations (one with ${BIG.toLocaleString('en')}), ${loadSeconds ? `loaded in ${loadSeconds.toFixed(0)} s` : 'loaded before'}; chunks heap ${sizes.heap}, GIN index ${sizes.gin}, corpus_terms ${sizes.terms} (${Number(sizes.lexemes).toLocaleString('en')} rows). ${questions.length} evaluation questions, top 5.\n`);
  console.log('| measured | p50 ms | p95 ms | p99 ms | queries/s |');
  console.log('|---|---:|---:|---:|---:|');
  const row = (label, r) => console.log(`| ${label} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.rps.toFixed(0)} |`);
  row(`in process, organization of ${BIG / 1000}k chunks, one at a time`, inProcessBig);
  row(`in process, organization of ${inProcessSmall.chunks} chunks, one at a time`, inProcessSmall);
  row('HTTP POST /v1/query, 1 API process, 1 client', http1);
  row('HTTP POST /v1/query, 1 API process, 4 clients', http1x4);
  row(`HTTP POST /v1/query, 2 API processes (one database${redis.REDIS_URL ? ', one Redis' : ''}), 4 clients`, http2x4);
  console.log(`\nQuery plans for "${questions[0]}" in the ${BIG / 1000}k organization:\n`);
  for (const [label, plan] of plans) console.log(`${label}:\n\n\`\`\`\n${plan}\n\`\`\`\n`);
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1000));
  await db.end().catch(() => undefined);
  if (!process.env.SCALE_KEEP && !reuse) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  else log(`kept ${dbUrl}`);
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * Synthetic sentences (words drawn 70% from one evaluation article, 30% from all), their content words worked
 * out once here; then chunks of eight sentences each, assembled, indexed and counted by PostgreSQL in bulk.
 */
async function loadCorpus(bigOrg) {
  const { contentWords } = await load('rag/answering/extractive-terms.js');
  const articles = loadArticles();
  let seed = 42;
  const rand = () => ((seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32);
  const topics = articles.map((a) => a.context_paragraphs.join(' ').split(/\s+/).filter((w) => /^[\p{L}\p{N}]+$/u.test(w)));
  const all = topics.flat();
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const pool = [];
  topics.forEach((_, topic) => {
    for (let i = 0; i < POOL_PER_TOPIC; i++) {
      const words = Array.from({ length: 10 + Math.floor(rand() * 10) }, () => (rand() < 0.7 ? pick(topics[topic]) : pick(all)).toLowerCase());
      const text = `${words[0][0].toUpperCase()}${words[0].slice(1)} ${words.slice(1).join(' ')}.`;
      pool.push({ topic, n: i, text, words: JSON.stringify([...new Set(contentWords(text))]) });
    }
  });
  await db.query('CREATE UNLOGGED TABLE scale_sentences (topic int, n int, text text, words text, len int, PRIMARY KEY (topic, n))');
  await db.query('INSERT INTO scale_sentences SELECT topic, n, text, words, length(text) FROM unnest($1::int[], $2::int[], $3::text[], $4::text[]) AS s(topic, n, text, words)', [
    pool.map((s) => s.topic),
    pool.map((s) => s.n),
    pool.map((s) => s.text),
    pool.map((s) => s.words),
  ]);
  await db.query(`INSERT INTO organizations (name, plan) SELECT 'Scale ' || i, 'enterprise' FROM generate_series(2, $1) i`, [ORGS]);
  // The GIN index is built once after the load (far faster than kept up row by row), as the migration defines it.
  await db.query('DROP INDEX chunks_organization_tsv_idx');
  const others = (await db.query('SELECT id FROM organizations WHERE id <> $1 ORDER BY name', [bigOrg])).rows.map((r) => r.id);
  const perOther = Math.floor((CHUNKS - BIG) / Math.max(1, others.length));
  // One organization per statement for the big one (in slices), many small ones per statement.
  const plan = [{ orgs: [bigOrg], chunks: BIG }];
  for (let i = 0; i < others.length; i += 50) plan.push({ orgs: others.slice(i, i + 50), chunks: perOther });
  let seq = 0;
  for (const { orgs, chunks } of plan) {
    for (let from = 0; from < chunks; from += 25_000) {
      const count = Math.min(25_000, chunks - from);
      await db.query(
        `INSERT INTO chunks (organization_id, document_id, ordinal, page_start, page_end, page_breaks, document_name, text, search_config, token_count, tsv, sentences)
         SELECT o.id, md5(o.id::text || '/' || (g.i / $3))::uuid, g.i % $3, 1 + (g.i % $3) / 4, 1 + (g.i % $3) / 4, '{}',
                'synthetic-' || (g.i / $3) || '.pdf', b.text, 'english',
                (SELECT coalesce(sum(array_length(u.positions, 1)), 0) FROM unnest(v.tsv) u), v.tsv, b.sentences
         FROM unnest($1::uuid[]) WITH ORDINALITY AS o(id, k)
         CROSS JOIN generate_series($4::int, $4::int + $5::int - 1) AS g(i)
         CROSS JOIN LATERAL (
           SELECT string_agg(x.text, ' ' ORDER BY x.k) AS text,
                  '[' || string_agg('[' || x.off || ',' || (x.off + x.len) || ',' || x.words || ']', ',' ORDER BY x.k) || ']' AS sentences
           FROM (SELECT s.k, t.text, t.len, t.words, coalesce(sum(t.len + 1) OVER (ORDER BY s.k ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS off
                 FROM generate_series(1, $6::int) AS s(k)
                 JOIN scale_sentences t ON t.topic = ((g.i / $3) + o.k) % 16 AND t.n = ((($2::bigint + o.k * 7919 + g.i) * $6 + s.k) * 2654435761) % $7) x
         ) b
         CROSS JOIN LATERAL (SELECT setweight(to_tsvector('english'::regconfig, 'synthetic ' || (g.i / $3)), 'A') || to_tsvector('english'::regconfig, b.text) AS tsv) v`,
        [orgs, seq, PER_DOCUMENT, from, count, SENTENCES_PER_CHUNK, POOL_PER_TOPIC],
      );
      seq += count * orgs.length;
      log(`chunks: ${seq.toLocaleString('en')}`);
    }
  }
  log('GIN index');
  await db.query(`SET maintenance_work_mem = '256MB'`);
  await db.query('CREATE INDEX chunks_organization_tsv_idx ON chunks USING GIN (organization_id, tsv)');
  log('corpus statistics');
  await db.query(
    `INSERT INTO corpus_terms (organization_id, lexeme, df) SELECT c.organization_id, u.lexeme, count(*) FROM chunks c CROSS JOIN LATERAL unnest(c.tsv) u GROUP BY 1, 2`,
  );
  await db.query(
    `INSERT INTO corpus_stats (organization_id, chunks, tokens, documents) SELECT organization_id, count(*), sum(token_count), count(DISTINCT document_id) FROM chunks GROUP BY 1`,
  );
  await db.query('DROP TABLE scale_sentences');
  log('VACUUM ANALYZE');
  await db.query('VACUUM ANALYZE chunks');
  await db.query('VACUUM ANALYZE corpus_terms');
  await db.query('VACUUM ANALYZE corpus_stats');
}

/** The engine's own retrieval (PassageRetriever) in this process, one question at a time. */
async function inProcess(org, questions) {
  const { loadConfig } = await load('config/load-config.js');
  const { dataSourceOptions, openDatabase } = await load('database/data-source.js');
  const { KeywordRetriever } = await load('rag/retrieval/keyword-retriever.js');
  const { PassageRetriever } = await load('rag/retrieval/passage-retriever.js');
  const source = await openDatabase(dataSourceOptions(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: dbUrl })));
  try {
    const [{ chunks }] = await source.query('SELECT chunks FROM corpus_stats WHERE organization_id = $1', [org]);
    const retriever = new PassageRetriever(source, new KeywordRetriever(source), null, null);
    for (const q of questions.slice(0, 10)) await retriever.retrieve(org, [{ text: q, weight: 1 }], 5);
    const latencies = [];
    const started = performance.now();
    for (const q of questions) {
      const t0 = performance.now();
      await retriever.retrieve(org, [{ text: q, weight: 1 }], 5);
      latencies.push(performance.now() - t0);
    }
    return { chunks, ...summary(latencies, performance.now() - started) };
  } finally {
    await source.destroy();
  }
}

async function explain(org, question) {
  const { loadConfig } = await load('config/load-config.js');
  const { dataSourceOptions, openDatabase } = await load('database/data-source.js');
  const source = await openDatabase(dataSourceOptions(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: dbUrl })));
  // Every statement the keyword leg sends, captured while it answers the question, then explained.
  const statements = [];
  const query = source.query.bind(source);
  source.query = (sql, params) => (statements.push([sql, params]), query(sql, params));
  try {
    const { KeywordRetriever } = await load('rag/retrieval/keyword-retriever.js');
    const { PassageRetriever } = await load('rag/retrieval/passage-retriever.js');
    statements.length = 0;
    await new PassageRetriever(source, new KeywordRetriever(source), null, null).retrieve(org, [{ text: question, weight: 1 }], 5);
    const plans = [];
    for (const [sql, params] of statements) {
      const rows = await query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
      plans.push([sql.replace(/\s+/g, ' ').trim(), rows.map((r) => r['QUERY PLAN']).join('\n')]);
    }
    return plans;
  } finally {
    await source.destroy();
  }
}

async function startApi(extra) {
  const { child, url } = await startListening([join(dist, 'main.js')], { ...env, ...extra, PORT: '0', HOST: '127.0.0.1' });
  children.push(child);
  return url;
}

/** Every question once through POST /v1/query, `clients` at a time, spread over the given API processes. */
async function overHttp(servers, auth, questions, clients) {
  const ask = async (server, question) => {
    const res = await fetch(`${server}/v1/query`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ query: question, top_k: 5 }) });
    if (!res.ok) throw new Error(`POST /v1/query: ${res.status} ${await res.text()}`);
    await res.json();
  };
  for (const server of servers) for (const q of questions.slice(0, 5)) await ask(server, q);
  const latencies = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      const server = servers[c % servers.length];
      for (let i = next++; i < questions.length; i = next++) {
        const t0 = performance.now();
        await ask(server, questions[i]);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return summary(latencies, performance.now() - started);
}

function summary(latencies, elapsedMs) {
  return { p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99), rps: latencies.length / (elapsedMs / 1000) };
}
