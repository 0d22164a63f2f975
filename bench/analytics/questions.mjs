#!/usr/bin/env node
// What GET /v1/analytics/questions costs on 100k questions, on PostgreSQL. A scratch database of its own gets one
// organization (Pro) and QUESTIONS_TOTAL chat turns (100,000) over the last 30 days: the 560 evaluation questions
// in several wordings each (capitals, "please tell me", no question mark), Hindi, Marathi and Tamil templates,
// and a long tail of one-off questions, so the range holds more distinct wordings than the report reads (5,000):
// the worst case. Then, for each view, the report over HTTP (one API process) and, in process, the statement
// alone (EXPLAIN ANALYZE) and the grouping alone. `npm run bench:questions` (builds the API first).
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:questions
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadArticles } from '../retrieval/make-pdfs.mjs';
import { percentile } from '../retrieval/scoring.mjs';
import { createOrganization, startListening, stopProcess } from '../support/api-process.mjs';
import { adminQuery } from '../support/postgres.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const api = join(root, 'apps/api');
const dist = join(api, 'dist');
const pg = createRequire(join(api, 'package.json'))('pg');
const load = (p) => import(join(dist, p));

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error('bench:questions needs DATABASE_URL (a PostgreSQL server; the run creates and drops a database of its own).');
  process.exit(2);
}
const TOTAL = Number(process.env.QUESTIONS_TOTAL ?? 100_000);
const ONE_OFF_SHARE = Number(process.env.QUESTIONS_ONE_OFF ?? 0.15);
const REPEATS = Number(process.env.QUESTIONS_REPEATS ?? 10);
const VIEWS = ['most_asked', 'not_answered', 'rated_down'];
/** CPU milliseconds a process has used (user + system), from /proc: on a shared machine, steadier than wall time. */
const TICK_MS = 10;
const cpuMs = (pid) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
};
const log = (...a) => console.error(`[${new Date().toISOString().slice(11, 19)}]`, ...a);

const name = `pagewise_questions_${randomBytes(5).toString('hex')}`;
const dbUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
const dataDir = mkdtempSync(join(tmpdir(), 'pagewise-questions-'));
const env = {
  PATH: process.env.PATH,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  DATA_DIR: dataDir,
  DATABASE_URL: dbUrl,
  BACKGROUND_JOBS: 'false',
  JWT_SECRET: 'bench-jwt-secret-0123456789abcdef0123456789abcdef',
  API_KEY_PEPPER: 'bench-pepper-0123456789abcdef0123456789abcdef',
  RATE_LIMIT_ADMIN_PER_MINUTE: '100000000',
};

await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
const db = new pg.Client({ connectionString: dbUrl });
let server = null;
try {
  const created = createOrganization(dist, env, { name: 'Questions 100k', plan: 'pro' });
  await db.connect();
  const [{ id: orgId }] = (await db.query('SELECT id FROM organizations')).rows;
  const loadStarted = performance.now();
  await loadTurns(orgId);
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  const counts = (await db.query(`SELECT count(*) AS turns, count(DISTINCT lower(regexp_replace(btrim(message), '\\s+', ' ', 'g'))) AS wordings,
                                         pg_size_pretty(pg_total_relation_size('chat_turns')) AS size FROM chat_turns`)).rows[0];
  log('loaded', counts, `${loadSeconds.toFixed(0)} s`);

  // In process: the statement alone, then the grouping of its rows alone.
  const { wordingsSql, MAX_WORDINGS } = await load('analytics/questions/questions-report.service.js');
  const { groupQuestions } = await load('analytics/questions/question-groups.js');
  const to = new Date(Math.floor(Date.now() / 86_400_000) * 86_400_000 + 86_400_000);
  const from = new Date(to.getTime() - 30 * 86_400_000);
  const params = [orgId, from.toISOString(), to.toISOString(), MAX_WORDINGS];
  const inProcess = {};
  const [{ pid: backend }] = (await db.query('SELECT pg_backend_pid() AS pid')).rows;
  const statement = async (view) => {
    await db.query('BEGIN');
    await db.query('SET LOCAL jit = off');
    await db.query(`SET LOCAL work_mem = '16MB'`);
    const { rows } = await db.query(wordingsSql(view), params);
    await db.query('COMMIT');
    return rows;
  };
  for (const view of VIEWS) {
    const sqlMs = [];
    const groupMs = [];
    let groups = 0;
    let rows = [];
    const cpu0 = cpuMs(backend);
    const node0 = process.cpuUsage();
    for (let i = 0; i < REPEATS; i++) {
      const t0 = performance.now();
      rows = await statement(view);
      sqlMs.push(performance.now() - t0);
      const t1 = performance.now();
      groups = groupQuestions(
        rows.map((r) => ({ text: r.text, asked: r.asked, answered: r.answered, notFound: r.not_found, ratedDown: r.rated_down, firstAsked: new Date(r.first_asked), lastAsked: new Date(r.last_asked), documents: r.documents })),
      ).length;
      groupMs.push(performance.now() - t1);
    }
    const node = process.cpuUsage(node0);
    inProcess[view] = {
      sql: percentile(sqlMs, 50),
      sqlCpu: (cpuMs(backend) - cpu0) / REPEATS,
      group: percentile(groupMs, 50),
      nodeCpu: (node.user + node.system) / 1000 / REPEATS,
      rows: rows.length,
      groups,
    };
  }
  await db.query('BEGIN');
  await db.query('SET LOCAL jit = off');
  await db.query(`SET LOCAL work_mem = '16MB'`);
  const plan = (await db.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${wordingsSql('most_asked')}`, params)).rows.map((r) => r['QUERY PLAN']).join('\n');
  await db.query('COMMIT');

  // Over HTTP: the whole request, one at a time.
  const started = await startListening([join(dist, 'main.js')], { ...env, PORT: '0', HOST: '127.0.0.1' });
  server = started.child;
  const auth = { Authorization: `Bearer ${created.admin_key}` };
  const http = {};
  const backends = async () => (await db.query('SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name])).rows.map((r) => r.pid);
  for (const view of VIEWS) {
    const ms = [];
    let body = null;
    let cpu0 = 0;
    for (let i = 0; i < REPEATS + 1; i++) {
      if (i === 1) cpu0 = cpuMs(server.pid) + (await backends()).reduce((sum, pid) => sum + cpuMs(pid), 0);
      const t0 = performance.now();
      const res = await fetch(`${started.url}/v1/analytics/questions?view=${view}&limit=100`, { headers: auth });
      body = await res.json();
      if (!res.ok) throw new Error(`GET /v1/analytics/questions: ${res.status} ${JSON.stringify(body)}`);
      if (i > 0) ms.push(performance.now() - t0); // the first warms the process
    }
    const cpu = cpuMs(server.pid) + (await backends()).reduce((sum, pid) => sum + cpuMs(pid), 0) - cpu0;
    http[view] = { p50: percentile(ms, 50), p95: percentile(ms, 95), max: Math.max(...ms), cpu: cpu / REPEATS, total: body.total, truncated: body.truncated, top: body.groups[0] };
  }

  console.log(`\nQuestions report — PostgreSQL ${(await db.query('SHOW server_version')).rows[0].server_version}, Node ${process.version}, one 2-core machine for database, API and client.`);
  console.log(`${Number(counts.turns).toLocaleString('en')} questions over 30 days in one organization, ${Number(counts.wordings).toLocaleString('en')} distinct wordings (chat_turns ${counts.size}); loaded in ${loadSeconds.toFixed(0)} s. ${REPEATS} requests per view, one at a time.\n`);
  console.log(`Load average at the end: ${(await import('node:os')).loadavg().map((n) => n.toFixed(1)).join(' ')} (2 cores).\n`);
  console.log('| view | HTTP p50 ms | HTTP p95 ms | HTTP CPU ms (API + PostgreSQL) | statement p50 ms | statement CPU ms (PostgreSQL) | grouping p50 ms | grouping CPU ms (Node) | wordings read | groups | truncated |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const view of VIEWS) {
    const h = http[view];
    const p = inProcess[view];
    console.log(
      `| ${view} | ${h.p50.toFixed(0)} | ${h.p95.toFixed(0)} | ${h.cpu.toFixed(0)} | ${p.sql.toFixed(0)} | ${p.sqlCpu.toFixed(0)} | ${p.group.toFixed(0)} | ${p.nodeCpu.toFixed(0)} | ${p.rows.toLocaleString('en')} | ${p.groups.toLocaleString('en')} | ${h.truncated} |`,
    );
  }
  console.log(`\nTop group (most_asked): ${JSON.stringify(http.most_asked.top)}`);
  console.log(`\nPlan of the statement (most_asked):\n\n\`\`\`\n${plan}\n\`\`\``);
} finally {
  if (server) await stopProcess(server);
  await db.end().catch(() => undefined);
  await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * TOTAL turns in one statement (arrays as parameters): a base question asked in one of its wordings, or a one-off;
 * answered most of the time, else not found; 4% rated down; one to three of 20 documents cited when answered.
 */
async function loadTurns(orgId) {
  let seed = 7;
  const rand = () => ((seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32);
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const base = loadArticles().flatMap((a) => a.questions.map((q) => q.question));
  const indic = [
    (n) => `रिफंड नीति ${n} क्या है?`,
    (n) => `खाता ${n} कैसे बंद करें?`,
    (n) => `परतावा धोरण ${n} काय आहे?`,
    (n) => `ऑर्डर ${n} कसे रद्द करावे?`,
    (n) => `பணம் திரும்பப் பெறும் கொள்கை ${n} என்ன?`,
    (n) => `கணக்கை ${n} எப்படி மூடுவது?`,
  ];
  const variants = [
    (q) => q,
    (q) => q.toLowerCase(),
    (q) => q.replace(/\?$/, ''),
    (q) => `Please tell me: ${q}`,
    (q) => q.toUpperCase(),
    (q) => `${q.replace(/\?$/, '')} ?`,
  ];
  // Zipf-like popularity: a few questions are asked very often, most rarely.
  const popular = () => base[Math.floor(base.length * rand() ** 3)];
  const messages = [];
  const ages = [];
  const statuses = [];
  const ratings = [];
  const sources = [];
  for (let i = 0; i < TOTAL; i++) {
    const r = rand();
    let message;
    if (r < ONE_OFF_SHARE) message = `${pick(base).replace(/\?$/, '')} (case ${i})?`;
    else if (r < ONE_OFF_SHARE + 0.1) message = pick(indic)(Math.floor(rand() * 40));
    else message = pick(variants)(popular());
    const notFound = rand() < 0.2;
    const docs = notFound ? [] : Array.from({ length: 1 + Math.floor(rand() * 3) }, () => Math.floor(rand() * 20));
    messages.push(message);
    ages.push(rand() * 30 * 86_400);
    statuses.push(notFound ? 'not_found' : 'answered');
    ratings.push(rand() < 0.04 ? 'down' : rand() < 0.1 ? 'up' : null);
    sources.push(JSON.stringify(docs.map((d) => ({ document_id: `00000000-0000-4000-8000-${String(d).padStart(12, '0')}`, name: `manual-${d}.pdf`, page: 1, confidence: 0.7, snippet: '…' }))));
  }
  await db.query(
    `INSERT INTO chat_turns (organization_id, session_id, message, response, source_documents, status, answer_status, rating, created_at)
     SELECT $1, 'bench', m, 'An answer.', s::jsonb, 'complete', st, r, now() - make_interval(secs => a)
       FROM unnest($2::text[], $3::float8[], $4::text[], $5::text[], $6::text[]) AS x(m, a, st, r, s)`,
    [orgId, messages, ages, statuses, ratings, sources],
  );
  await db.query('ANALYZE chat_turns');
}
