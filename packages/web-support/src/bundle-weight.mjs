// Weighs a Vite build's JavaScript from its manifest, gzipped: what a set of chunks loads, following static
// imports. The site's and the dashboard's budget scripts say which chunks make their first load.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export function readManifest(dist) {
  return JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
}

/** Chunk keys loaded with `key`, itself included, following static imports only. */
export function closure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) closure(manifest, next, seen);
  return seen;
}

const gzipBytes = (dist, file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

/** Gzipped bytes of the JavaScript files of `keys`. */
export function jsBytes(dist, manifest, keys) {
  return [...keys].filter((k) => manifest[k].file.endsWith('.js')).reduce((sum, k) => sum + gzipBytes(dist, manifest[k].file), 0);
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
