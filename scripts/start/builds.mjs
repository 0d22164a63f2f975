// What `npm start` builds, and how it tells that a build is still current: the size and modification time of every
// source file of the package and of the workspace packages it is built from, and the lock file. A change to any of
// them (an edit, a `git pull`, `npm install`) builds that package again; nothing changed, nothing is built.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** In the order they must be built; `from`: the workspace folders whose sources go into the build too. */
export const BUILDS = [
  { name: '@pagewise/api', label: 'the API', dir: 'apps/api', from: ['packages/protocol'], outputs: ['dist/main.js'] },
  { name: '@pagewise/widget', label: 'the widget', dir: 'packages/widget', from: ['packages/protocol'], outputs: ['dist/widget.js'] },
  { name: '@pagewise/sdk', label: 'the SDK', dir: 'packages/sdk-js', from: ['packages/protocol'], outputs: ['dist/index.js'] },
  {
    name: '@pagewise/site',
    label: 'the site',
    dir: 'packages/site',
    from: ['packages/protocol', 'packages/sdk-js', 'packages/ui', 'packages/web-support', 'docs/openapi.json'],
    outputs: ['dist/index.html'],
  },
  {
    name: '@pagewise/dashboard',
    label: 'the dashboard',
    dir: 'packages/dashboard',
    from: ['packages/protocol', 'packages/sdk-js', 'packages/ui', 'packages/web-support'],
    outputs: ['dist/index.html'],
  },
];

/** Not sources: what builds and tests write, and tests themselves. */
const SKIP_DIRS = new Set(['node_modules', 'dist', 'dist-prerender', 'coverage', 'test', '.cache', '.vite']);
const SKIP_FILE = /\.(spec|test)\.[cm]?[jt]sx?$|^\.|\.tsbuildinfo$/;

export function fingerprint(root, build) {
  const hash = createHash('sha256');
  const add = (path) => {
    const full = join(root, path);
    if (!existsSync(full)) return;
    const stat = statSync(full);
    if (stat.isFile()) return hash.update(`${path}\0${stat.size}\0${stat.mtimeMs}\n`);
    for (const entry of readdirSync(full, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.isDirectory() ? SKIP_DIRS.has(entry.name) || entry.name.startsWith('.') || entry.name.startsWith('dist') : SKIP_FILE.test(entry.name)) continue;
      add(join(path, entry.name));
    }
  };
  for (const path of [build.dir, ...build.from, 'package-lock.json']) add(path);
  return JSON.stringify({ node: process.version, sources: hash.digest('hex') });
}

export function missingOutput(root, build) {
  return build.outputs.some((output) => !existsSync(join(root, build.dir, output)));
}
