#!/usr/bin/env node
// `npm run bench:start`: how long `npm start` takes until the API answers /health and the site and the dashboard
// answer their first page, run twice in a row (the second with nothing changed). Free ports and a throwaway
// DATA_DIR, so it never meets a running Pagewise. START_SCRIPT picks another start script (to compare builds).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../../', import.meta.url).pathname;
const script = process.env.START_SCRIPT ?? 'scripts/start.mjs';
const runs = Number(process.env.RUNS ?? 2);

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function answers(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return res.ok;
  } catch {
    return false;
  }
}

async function once(dataDir) {
  const [api, site, dashboard] = [await freePort(), await freePort(), await freePort()];
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(api),
    SITE_PORT: String(site),
    DASHBOARD_PORT: String(dashboard),
    PAGEWISE_API_URL: `http://localhost:${api}`,
    SITE_URL: `http://localhost:${site}`,
    DASHBOARD_URL: `http://localhost:${dashboard}`,
  };
  const started = performance.now();
  const child = spawn(process.execPath, [script], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let lines = 0;
  let output = '';
  const count = (chunk) => {
    output += chunk;
    lines += String(chunk).split('\n').length - 1;
  };
  child.stdout.on('data', count);
  child.stderr.on('data', count);
  const urls = [`http://127.0.0.1:${api}/health`, `http://127.0.0.1:${site}/`, `http://127.0.0.1:${dashboard}/`];
  const ready = new Map();
  while (ready.size < urls.length) {
    if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}):\n${output.slice(-3000)}`);
    for (const url of urls) if (!ready.has(url) && (await answers(url))) ready.set(url, (performance.now() - started) / 1000);
    await new Promise((r) => setTimeout(r, 100));
  }
  const seconds = (performance.now() - started) / 1000;
  const cpu = cpuSecondsOfGroup(child.pid);
  const linesAtReady = lines;
  process.kill(-child.pid, 'SIGINT');
  await new Promise((resolve) => child.once('exit', resolve));
  return { seconds, cpu, api: ready.get(urls[0]), site: ready.get(urls[1]), dashboard: ready.get(urls[2]), lines: linesAtReady, output };
}

/**
 * CPU time (user + system) spent by `npm start`'s process group until now, finished children (the builds) included:
 * on a busy machine wall time says more about the others than about this, CPU time does not.
 */
function cpuSecondsOfGroup(pgid) {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
      // After the command: state, ppid, pgrp, … utime(14), stime(15), cutime(16), cstime(17), counted from 1.
      if (Number(fields[2]) !== pgid) continue;
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    } catch {
      // gone meanwhile
    }
  }
  return ticks / 100;
}

const dataDir = mkdtempSync(join(tmpdir(), 'pagewise-start-'));
try {
  for (let i = 1; i <= runs; i++) {
    const r = await once(dataDir);
    console.log(
      `start ${i}: ready in ${r.seconds.toFixed(1)} s (API /health ${r.api.toFixed(1)} s, site ${r.site.toFixed(1)} s, dashboard ${r.dashboard.toFixed(1)} s), ` +
        `${r.cpu.toFixed(1)} s of CPU; ${r.lines} lines printed; load average ${readFileSync('/proc/loadavg', 'utf8').split(' ')[0]}`,
    );
    if (process.env.SHOW_OUTPUT) console.log(r.output);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
