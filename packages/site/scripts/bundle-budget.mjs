// Weighs the built site's JavaScript from Vite's manifest: what the landing page loads first, and what each
// other route adds when it is first visited. Used by the budget test and printed by `node scripts/bundle-budget.mjs`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUDGET_KB = 150;

/** Chunk keys loaded with `key`, itself included, following static imports only. */
function closure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) closure(manifest, next, seen);
  return seen;
}

const gzipBytes = (dist, file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const jsBytes = (dist, manifest, keys) => [...keys].filter((k) => manifest[k].file.endsWith('.js')).reduce((sum, k) => sum + gzipBytes(dist, manifest[k].file), 0);

/** { landing: bytes, routes: { 'routes/pricing/pricing-page.tsx': bytes added, … } }, gzipped JS. */
export function measureBundles(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const initial = closure(manifest, entry);
  const routes = {};
  for (const key of Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry && k.includes('/routes/'))) {
    const added = [...closure(manifest, key)].filter((k) => !initial.has(k));
    routes[key.replace(/^src\//, '')] = jsBytes(dist, manifest, added);
  }
  return { landing: jsBytes(dist, manifest, initial), routes };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = new URL('../dist', import.meta.url).pathname;
  const { landing, routes } = measureBundles(dist);
  const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
  console.log(`landing (initial load): ${kb(landing)} gzipped JS (budget ${BUDGET_KB} KB)`);
  for (const [route, bytes] of Object.entries(routes)) console.log(`${route}: +${kb(bytes)} (budget +${BUDGET_KB} KB)`);
}
