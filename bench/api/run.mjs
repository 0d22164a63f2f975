#!/usr/bin/env node
// API throughput: requests/s and p50/p99 latency of the key check alone, GET /v1/documents and POST /v1/query on
// the built API, beside a bare NestJS route measured in the same run (the "× bare" column).
// `npm run bench:api` (builds the API first). Everything runs on this machine over loopback: the load generator
// shares the CPU with the server.
//   DATABASE_URL=postgres://…  the API on PostgreSQL instead of embedded PGlite
//   REDIS_URL=redis://…        the key check is measured a second time on an API process with its limits in Redis
//   BENCH_KEY_CHECK_ONLY=1     only the bare route and the key check (no documents, no queries)
//   BENCH_CPU_PROF=<dir>       writes the API processes' CPU profiles there (node --cpu-prof)
//   BENCH_WARMUP_MS=8000       a longer warm-up per row (default 1000): the query route reaches its steady state only
//                              after V8 has optimized its code, some 10,000 questions into a new process
// With a build that has it, the bare app runs a second time on the API's Express adapter (a row, not the yardstick).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measure as measureLoad } from './load.mjs';
import { API_DIST, createOrganization, startListening, stopProcess } from '../support/api-process.mjs';
import { benchEnv, uploadManuals } from './manuals.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
// PAGEWISE_API_DIST measures another build of the API (bench/support/api-process.mjs).
const dist = API_DIST;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 5000);
const WARMUP_MS = Number(process.env.BENCH_WARMUP_MS ?? 1000);

const dataDir = mkdtempSync(join(tmpdir(), 'pagewise-bench-'));
const env = benchEnv(dataDir);

const children = [];
const byUrl = new Map();
try {
  const org = createOrganization(dist, env);
  const auth = { Authorization: `Bearer ${org.admin_key}` };
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : [];
  const server = await start([...profile, join(dist, 'main.js')], { ...env, PORT: '0', HOST: '127.0.0.1' });
  const bare = await start([join(root, 'bench/api/bare-app.mjs')], { PATH: process.env.PATH });
  // The same bare app on the API's Express adapter (a build from before it has none): not the yardstick, which
  // stays Nest's default, but what that adapter alone saves any Nest app.
  const adapted = existsSync(join(dist, 'common/http/express-objects.adapter.js'))
    ? await start([join(root, 'bench/api/bare-app.mjs')], { PATH: process.env.PATH, BARE_EXPRESS_OBJECTS: dist })
    : null;

  const keyCheckOnly = Boolean(process.env.BENCH_KEY_CHECK_ONLY);
  if (!keyCheckOnly) await uploadManuals(server, auth);

  const rows = [
    ['bare NestJS GET /hello', await measure({ url: `${bare}/hello`, concurrency: CONCURRENCY, durationMs: DURATION_MS })],
    ...(adapted ? [["bare NestJS GET /hello on the API's Express adapter", await measure({ url: `${adapted}/hello`, concurrency: CONCURRENCY, durationMs: DURATION_MS })]] : []),
    ['API GET /health (database ping)', await measure({ url: `${server}/health`, concurrency: CONCURRENCY, durationMs: DURATION_MS })],
    // No key: what this application's middleware (security headers, CORS, request ids, request log, body and
    // cookie parsing, the global guard passing a public route) costs before any key is checked.
    ['API GET /v1/plans (public, no key check)', await measure({ url: `${server}/v1/plans`, concurrency: CONCURRENCY, durationMs: DURATION_MS })],
    // A guarded route that does no other work: the key check (key look-up, limits, usage) alone, limits in memory.
    ['API GET /v1/apikeys/current (key check, in-memory limits)', await measure({ url: `${server}/v1/apikeys/current`, headers: auth, concurrency: CONCURRENCY, durationMs: DURATION_MS })],
  ];
  if (!keyCheckOnly) rows.push(
    // A guarded route with one small read.
    ['API GET /v1/widget/config', await measure({ url: `${server}/v1/widget/config`, headers: auth, concurrency: CONCURRENCY, durationMs: DURATION_MS })],
    ['API GET /v1/documents', await measure({ url: `${server}/v1/documents`, headers: auth, concurrency: CONCURRENCY, durationMs: DURATION_MS })],
    [
      'API POST /v1/query (top_k 5)',
      await measure({ url: `${server}/v1/query`, method: 'POST', headers: auth, body: { query: 'warranty claim for a damaged part', top_k: 5 }, concurrency: CONCURRENCY, durationMs: DURATION_MS }),
    ],
  );

  if (process.env.REDIS_URL) {
    // The key check again, on an API process whose limits are counted in Redis, as a multi-process deployment
    // runs them. It takes the first process's place (embedded PGlite is one process's database).
    await stop(server);
    const withRedis = await start([...profile, join(dist, 'main.js')], { ...env, REDIS_URL: process.env.REDIS_URL, PORT: '0', HOST: '127.0.0.1' });
    const after = rows.findIndex(([name]) => name.startsWith('API GET /v1/apikeys/current')) + 1;
    rows.splice(after, 0, ['API GET /v1/apikeys/current (key check, Redis limits)', await measure({ url: `${withRedis}/v1/apikeys/current`, headers: auth, concurrency: CONCURRENCY, durationMs: DURATION_MS })]);
  }

  const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';
  console.log(`\nAPI throughput — Node ${process.version}, ${cpus().length} cores shared by server and load generator, ${database},`);
  console.log(`${CONCURRENCY} keep-alive connections, ${DURATION_MS / 1000} s per row after ${WARMUP_MS / 1000} s warm-up, ${keyCheckOnly ? 'key check only' : '5 processed documents'}.\n`);
  // × bare: requests/s as a fraction of the bare route's; and by server CPU time per request (bare's µs over the
  // route's), which holds up better when other work shares the machine.
  console.log('| route | requests/s | × bare | server CPU µs/request | × bare (CPU) | p50 ms | p99 ms | non-2xx |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  const [, bareRow] = rows[0];
  const ratio = (x) => (Number.isFinite(x) ? x.toFixed(x < 0.1 ? 3 : 2) : '–');
  for (const [name, r] of rows) {
    const cpu = Number.isFinite(r.cpuPerRequest) ? r.cpuPerRequest.toFixed(0) : '–';
    console.log(`| ${name} | ${r.rps.toFixed(0)} | ${ratio(r.rps / bareRow.rps)} | ${cpu} | ${ratio(bareRow.cpuPerRequest / r.cpuPerRequest)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} |`);
  }
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dataDir, { recursive: true, force: true });
}

function stop(url) {
  return stopProcess(byUrl.get(url));
}

/** measure() with the CPU time per request of the process serving `url`. */
function measure(options) {
  const base = new URL(options.url).origin;
  return measureLoad({ warmupMs: WARMUP_MS, ...options, pid: byUrl.get(base)?.pid });
}

async function start(args, childEnv) {
  const { child, url } = await startListening(args, childEnv);
  children.push(child);
  byUrl.set(url, child);
  return url;
}
