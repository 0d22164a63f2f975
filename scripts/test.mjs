#!/usr/bin/env node
// `npm test`: builds every package, runs every package's tests, and ends with one line `N passed, N failed`.
// With DATABASE_URL / REDIS_URL set, the API suites also run against real PostgreSQL and Redis.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const workspaces = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces;
const packages = workspaces
  .flatMap((pattern) => listPackages(pattern))
  .filter((dir) => JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')).scripts?.test);

const build = spawnSync('npm', ['run', 'build', '--workspaces', '--if-present'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) {
  console.log('Build failed; no tests ran.');
  console.log('0 passed, 1 failed');
  process.exit(1);
}

const out = mkdtempSync(join(tmpdir(), 'pagewise-test-results-'));
let passed = 0;
let failed = 0;
const rows = [];
for (const dir of packages) {
  const report = join(out, `${dir.replace(/\W+/g, '_')}.json`);
  const started = Date.now();
  const run = spawnSync('npm', ['test', '--prefix', dir, '--', '--json', `--outputFile=${report}`, ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (existsSync(report)) {
    const result = JSON.parse(readFileSync(report, 'utf8'));
    // A suite that failed to load counts as one failure even though none of its tests ran.
    const brokenSuites = result.testResults.filter((s) => s.status === 'failed' && s.assertionResults.length === 0).length;
    passed += result.numPassedTests;
    failed += result.numFailedTests + brokenSuites;
    rows.push(`${dir}: ${result.numPassedTests} passed, ${result.numFailedTests + brokenSuites} failed (${seconds}s)`);
  } else {
    failed += 1;
    rows.push(`${dir}: test runner exited with ${run.status} and wrote no results (${seconds}s)`);
  }
}
console.log(`\n${rows.join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

function listPackages(pattern) {
  if (!pattern.endsWith('/*')) return existsSync(join(root, pattern, 'package.json')) ? [pattern] : [];
  const base = pattern.slice(0, -2);
  return readdirSync(join(root, base))
    .sort()
    .map((e) => `${base}/${e}`).filter((d) => existsSync(join(root, d, 'package.json')));
}
