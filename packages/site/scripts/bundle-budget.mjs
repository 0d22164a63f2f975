// Weighs the built site's JavaScript from Vite's manifest: what the landing page loads first, and what each
// other route adds when it is first visited. Used by the budget test and printed by `node scripts/bundle-budget.mjs`.
import { closure, jsBytes, kb, readManifest } from '@pagewise/web-support/bundle-weight';

export const BUDGET_KB = 150;

/** { landing: bytes, routes: { 'routes/pricing/pricing-page.tsx': bytes added, … } }, gzipped JS. */
export function measureBundles(dist) {
  const manifest = readManifest(dist);
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
  console.log(`landing (initial load): ${kb(landing)} gzipped JS (budget ${BUDGET_KB} KB)`);
  for (const [route, bytes] of Object.entries(routes)) console.log(`${route}: +${kb(bytes)} (budget +${BUDGET_KB} KB)`);
}
