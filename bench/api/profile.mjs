#!/usr/bin/env node
// Where POST /v1/query spends its CPU: the built API runs under `node --cpu-prof` with the same five PDFs as
// bench/api/run.mjs, takes query load for a while, and the profile's top frames by self time are printed, then
// the same self time summed by package. `npm run bench:profile` (builds first); DATABASE_URL switches to
// PostgreSQL; BENCH_PROFILE_DIR keeps the .cpuprofile (open it in Chrome DevTools or speedscope for the flame
// graph); BENCH_PROFILE_ROUTE=key-check profiles GET /v1/apikeys/current (the key check alone) instead, and
// BENCH_PROFILE_ROUTE=public GET /v1/plans (no key).
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measure } from './load.mjs';
import { API_DIST, createOrganization, startListening, stopProcess } from '../support/api-process.mjs';
import { benchEnv, uploadManuals } from './manuals.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
// PAGEWISE_API_DIST profiles another build of the API (bench/support/api-process.mjs).
const dist = API_DIST;
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 10_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const TOP = Number(process.env.BENCH_PROFILE_TOP ?? 25);
const QUERY = { query: 'warranty claim for a damaged part', top_k: 5 };
const ROUTES = {
  query: { name: 'POST /v1/query', path: '/v1/query', method: 'POST', body: QUERY, keyed: true },
  'key-check': { name: 'GET /v1/apikeys/current', path: '/v1/apikeys/current', method: 'GET', keyed: true },
  public: { name: 'GET /v1/plans', path: '/v1/plans', method: 'GET', keyed: false },
};
const ROUTE = ROUTES[process.env.BENCH_PROFILE_ROUTE ?? 'query'];
if (!ROUTE) throw new Error(`BENCH_PROFILE_ROUTE is one of ${Object.keys(ROUTES).join(', ')}`);

// `node bench/api/profile.mjs FILE.cpuprofile` only prints the top frames of a profile taken before.
if (process.argv[2]) {
  printTop(JSON.parse(readFileSync(process.argv[2], 'utf8')));
  process.exit(0);
}

const dataDir = mkdtempSync(join(tmpdir(), 'pagewise-profile-'));
const profileDir = process.env.BENCH_PROFILE_DIR ?? join(dataDir, 'profile');
mkdirSync(profileDir, { recursive: true });
const env = benchEnv(dataDir);

let child;
try {
  const org = createOrganization(dist, env, { name: 'Profile' });
  const auth = { Authorization: `Bearer ${org.admin_key}` };
  // Documents are ingested by a first run without the profiler; the profiled run only boots and answers queries.
  const load = (server, pid) => measure({ url: `${server}${ROUTE.path}`, method: ROUTE.method, headers: ROUTE.keyed ? auth : {}, body: ROUTE.body, concurrency: CONCURRENCY, durationMs: DURATION_MS, pid });
  let server = await start([]);
  if (ROUTE.path === '/v1/query') await uploadManuals(server, auth);
  await stop();
  // Server CPU time per request (all its threads, from /proc), which the machine's other load moves far less
  // than requests/s: the query route, and the bare NestJS route as the yardstick.
  server = await start([]);
  const routeCpu = (await load(server, child.pid)).cpuPerRequest / 1000;
  await stop();
  const bareUrl = await listening([join(root, 'bench/api/bare-app.mjs')], { PATH: process.env.PATH });
  const bare = (await measure({ url: `${bareUrl}/hello`, concurrency: CONCURRENCY, durationMs: DURATION_MS, pid: child.pid })).cpuPerRequest / 1000;
  await stop();
  console.log(`Server CPU per request: bare NestJS GET /hello ${bare.toFixed(3)} ms, ${ROUTE.name} ${routeCpu.toFixed(3)} ms (bare / route ${(bare / routeCpu).toFixed(3)})`);
  const spawned = performance.now();
  server = await start(['--cpu-prof', '--cpu-prof-dir', profileDir]);
  const bootUs = (performance.now() - spawned) * 1000;
  const r = await load(server);
  console.log(`${ROUTE.name} under the profiler: ${r.rps.toFixed(0)} requests/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, ${r.errors} non-2xx`);
  await stop();
  const file = readdirSync(profileDir).filter((f) => f.endsWith('.cpuprofile')).sort().at(-1);
  // Start-up (module loading) is left out: only samples after the server listened count.
  printTop(JSON.parse(readFileSync(join(profileDir, file), 'utf8')), bootUs);
  if (process.env.BENCH_PROFILE_DIR) console.log(`\nProfile: ${join(profileDir, file)}`);
} finally {
  child?.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 300));
  rmSync(dataDir, { recursive: true, force: true });
}

function start(flags) {
  return listening([...flags, join(dist, 'main.js')], { ...env, PORT: '0', HOST: '127.0.0.1' });
}

async function listening(args, childEnv) {
  let url;
  ({ child, url } = await startListening(args, childEnv));
  return url;
}

function stop() {
  const exiting = child;
  child = null;
  return stopProcess(exiting);
}

/** Self time by function (name, file, line), as a share of the profile's busy time (idle excluded). */
function printTop(profile, skipUs = 0) {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const byPackage = new Map();
  const deltas = profile.timeDeltas;
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    at += deltas[i] ?? 0;
    if (at - profile.startTime < skipUs) continue;
    const node = byNode.get(profile.samples[i]);
    const { functionName, url, lineNumber } = node.callFrame;
    const path = url.startsWith('file:') ? relative(root, fileURLToPath(url)) : url.startsWith('/') ? relative(root, url) : url;
    const where = url ? `${path.replace(/^apps\/api\/dist[^/]*\//, 'apps/api/dist/')}:${lineNumber + 1}` : '';
    const key = `${functionName || '(anonymous)'} ${where}`.trim();
    self.set(key, (self.get(key) ?? 0) + (deltas[i] ?? 0));
    const where2 = packageOf(path, functionName);
    byPackage.set(where2, (byPackage.get(where2) ?? 0) + (deltas[i] ?? 0));
  }
  const idle = self.get('(idle)') ?? 0;
  const busy = [...self.values()].reduce((a, b) => a + b, 0) - idle;
  console.log(`\nTop ${TOP} frames by self time (${(busy / 1000).toFixed(0)} ms busy, idle excluded):\n`);
  console.log('| self % | self ms | frame |');
  console.log('|---:|---:|---|');
  for (const [key, us] of [...self].filter(([k]) => k !== '(idle)').sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
    console.log(`| ${((100 * us) / busy).toFixed(1)} | ${(us / 1000).toFixed(0)} | \`${key}\` |`);
  }
  console.log('\nThe same self time by package (the application, Node built-ins, native code, each npm package):\n');
  console.log('| self % | package |');
  console.log('|---:|---|');
  for (const [name, us] of [...byPackage].filter(([k]) => k !== '(idle)').sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
    console.log(`| ${((100 * us) / busy).toFixed(1)} | ${name} |`);
  }
}

/** The npm package a frame's file belongs to, `application` for the API's own code, else the kind of frame. */
function packageOf(path, functionName) {
  const inModules = path.lastIndexOf('node_modules/');
  if (inModules >= 0) {
    const parts = path.slice(inModules + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  if (path.startsWith('apps/api/dist')) return 'application';
  if (path.startsWith('node:')) return 'Node built-ins (JavaScript)';
  if (!path) return functionName.startsWith('(') ? functionName : `native: ${functionName || '(anonymous)'}`;
  return path;
}
