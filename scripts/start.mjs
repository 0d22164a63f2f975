#!/usr/bin/env node
// `npm start`: builds what changed since the last start, then runs the API, the site and the dashboard with the
// embedded defaults unless the environment says otherwise (see .env.example). It prints one line per package it
// builds and, once all three answer, a short banner; the API's log follows (verification links appear there).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUILDS, fingerprint, missingOutput } from './start/builds.mjs';

const root = new URL('..', import.meta.url).pathname;
loadDotEnv(`${root}.env`);
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
const tty = process.stdout.isTTY;
const stampDir = join(root, 'node_modules/.cache/pagewise-start');

await buildWhatChanged();
await run();

/** Each package whose sources (or whose workspace dependencies' sources) changed since it was last built, in order. */
async function buildWhatChanged() {
  mkdirSync(stampDir, { recursive: true });
  for (const build of BUILDS) {
    const stampFile = join(stampDir, `${build.name.replace(/[@/]/g, '_')}.json`);
    const current = fingerprint(root, build);
    const previous = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : null;
    if (previous === current && !missingOutput(root, build)) continue;
    process.stdout.write(`Building ${build.label}… `);
    const began = performance.now();
    const { code, output } = await capture('npm', ['run', 'build', '--silent', '-w', build.name]);
    if (code !== 0) {
      process.stdout.write('failed.\n\n');
      process.stderr.write(output);
      process.stderr.write(`\nnpm start stopped: building ${build.label} failed (npm run build -w ${build.name}).\n`);
      process.exit(code ?? 1);
    }
    process.stdout.write(`done in ${((performance.now() - began) / 1000).toFixed(1)} s\n`);
    writeFileSync(stampFile, current);
  }
}

function capture(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** The three servers; their start-up lines are held back until the banner, then the API's log runs on. */
async function run() {
  const apiPort = Number(process.env.PORT ?? 8000);
  const sitePort = Number(process.env.SITE_PORT ?? 3000);
  const dashboardPort = Number(process.env.DASHBOARD_PORT ?? 3001);
  // Pretty log lines for a person at a terminal, as the API would choose for itself with the terminal its own.
  const apiEnv = { ...process.env, ...(tty && !process.env.LOG_FORMAT && { LOG_FORMAT: 'pretty' }) };
  const children = [
    { name: 'API', child: spawn(process.execPath, ['apps/api/dist/main.js'], { cwd: root, env: apiEnv, stdio: ['ignore', 'pipe', 'pipe'] }) },
    ...['site', 'dashboard'].map((name) => ({
      name,
      child: spawn(process.execPath, ['scripts/serve.mjs'], { cwd: join(root, 'packages', name), env: process.env, stdio: ['ignore', 'pipe', 'pipe'] }),
    })),
  ];
  let ready = false;
  const held = [];
  const api = children[0].child;
  for (const { child } of children) {
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        // Before the banner only the API's own lines are kept (the servers' "listening on" lines are in it).
        if (!ready) return child === api && held.push([stream === child.stderr, chunk]);
        if (child === api || stream === child.stderr) (stream === child.stderr ? process.stderr : process.stdout).write(chunk);
      });
    }
  }

  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      stopping = true;
      for (const { child } of children) child.kill(signal);
    });
  }
  for (const { name, child } of children) {
    child.on('exit', (code) => {
      if (stopping) return;
      stopping = true;
      if (!ready) {
        for (const [err, chunk] of held) (err ? process.stderr : process.stdout).write(chunk);
        process.stderr.write(`\nnpm start stopped: the ${name} exited (${code}) before it was ready.\n`);
      }
      for (const other of children) if (other.child !== child) other.child.kill('SIGTERM');
      process.exitCode = code ?? 1;
    });
  }

  const urls = [`http://127.0.0.1:${apiPort}/health`, `http://127.0.0.1:${sitePort}/`, `http://127.0.0.1:${dashboardPort}/`];
  for (const url of urls) while (!stopping && !(await answers(url))) await new Promise((r) => setTimeout(r, 100));
  if (stopping) return;
  ready = true;
  const mailLine = held
    .map(([, chunk]) => String(chunk))
    .join('')
    .match(/^Verification emails and password-reset codes: (.*)$/m)?.[1];
  const databaseLine = held
    .map(([, chunk]) => String(chunk))
    .join('')
    .match(/^Database: (.*)$/m)?.[1];
  const warnings = held.filter(([err, chunk]) => err || /\b(WARN|ERROR)\b|"level":(40|50)/.test(String(chunk)));
  for (const [err, chunk] of warnings) (err ? process.stderr : process.stdout).write(chunk);
  process.stdout.write(
    [
      '',
      `Pagewise is ready (${seconds()} s)`,
      `  Site        http://localhost:${sitePort}`,
      `  Dashboard   http://localhost:${dashboardPort}`,
      `  API         http://localhost:${apiPort}   (health /health, OpenAPI /v1/openapi.json)`,
      databaseLine && `  Database    ${databaseLine}`,
      mailLine && `  Mail        ${mailLine}`,
      '  Stop with Ctrl+C. The API log follows.',
      '',
    ]
      .filter((line) => line !== undefined)
      .join('\n') + '\n',
  );
}

async function answers(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
}

/** Reads KEY=value lines from .env when present; real environment variables win. */
function loadDotEnv(file) {
  if (!existsSync(file)) return;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (match && process.env[match[1]] === undefined) process.env[match[1]] = match[2].replace(/^["']|["']$/g, '');
  }
}
