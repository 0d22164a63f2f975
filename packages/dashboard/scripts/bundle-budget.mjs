// Weighs the built dashboard's JavaScript from Vite's manifest: what the first screen loads (the entry, its static
// imports and the home screen's chunk), and what each other screen adds when it is first visited.
// Used by test/budget.spec.ts and printed by `npm run budget -w @pagewise/dashboard`.
import { closure, jsBytes, kb, readManifest } from '@pagewise/web-support/bundle-weight';

export const FIRST_LOAD_BUDGET_KB = 250;

/** { firstLoad: bytes, screens: { 'routes/documents/documents-page.tsx': bytes added, … } }, gzipped JS. */
export function measureBundles(dist) {
  const manifest = readManifest(dist);
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const home = Object.keys(manifest).find((k) => k.includes('routes/home/home-page'));
  // Signing in lands on home: its chunk is part of the first load.
  const initial = closure(manifest, entry);
  if (home) closure(manifest, home, initial);
  const screens = {};
  for (const key of Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry && k !== home)) {
    const added = [...closure(manifest, key)].filter((k) => !initial.has(k));
    screens[key.replace(/^src\//, '')] = jsBytes(dist, manifest, added);
  }
  return { firstLoad: jsBytes(dist, manifest, initial), screens };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = new URL('../dist', import.meta.url).pathname;
  const { firstLoad, screens } = measureBundles(dist);
  console.log(`first load (shell + home): ${kb(firstLoad)} gzipped JS (budget ${FIRST_LOAD_BUDGET_KB} KB)`);
  for (const [screen, bytes] of Object.entries(screens)) console.log(`${screen}: +${kb(bytes)}`);
}
