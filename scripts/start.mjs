#!/usr/bin/env node
// `npm start`: builds what is needed, then runs the API (and the site and dashboard once they exist),
// with the embedded defaults unless the environment says otherwise (see .env.example).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
loadDotEnv(`${root}.env`);

const build = spawnSync('npm', ['run', 'build', '--workspaces', '--if-present', '--silent'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const children = [spawn(process.execPath, ['apps/api/dist/main.js'], { cwd: root, stdio: 'inherit', env: process.env })];
// The site (http://localhost:3000) and the dashboard (http://localhost:3001) start here too when their packages exist.
for (const pkg of ['packages/site', 'packages/dashboard']) {
  if (!existsSync(`${root}${pkg}/package.json`)) continue;
  const scripts = JSON.parse(readFileSync(`${root}${pkg}/package.json`, 'utf8')).scripts ?? {};
  if (scripts.serve) children.push(spawn('npm', ['run', 'serve', '--silent'], { cwd: `${root}${pkg}`, stdio: 'inherit' }));
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    for (const child of children) child.kill(signal);
  });
}
for (const child of children) {
  child.on('exit', (code) => {
    if (!stopping) {
      stopping = true;
      for (const other of children) if (other !== child) other.kill('SIGTERM');
      process.exitCode = code ?? 1;
    }
  });
}

/** Reads KEY=value lines from .env when present; real environment variables win. */
function loadDotEnv(file) {
  if (!existsSync(file)) return;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (match && process.env[match[1]] === undefined) process.env[match[1]] = match[2].replace(/^["']|["']$/g, '');
  }
}
