import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { FIRST_LOAD_BUDGET_KB, measureBundles } from '../scripts/bundle-budget.mjs';

const dist = fileURLToPath(new URL('../dist', import.meta.url));

describe('JavaScript budget of the built dashboard (gzipped)', () => {
  it(`loads at most ${FIRST_LOAD_BUDGET_KB} KB of JS before the home screen shows`, () => {
    if (!existsSync(`${dist}/.vite/manifest.json`)) throw new Error('dist/ is missing: run `npm run build -w @pagewise/dashboard` first.');
    const { firstLoad, screens } = measureBundles(dist);
    console.log(`first load: ${(firstLoad / 1024).toFixed(1)} KB gzipped JS; screens: ${JSON.stringify(screens)}`);
    expect(firstLoad).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KB * 1024);
  });

  it('keeps the usage charts (recharts) out of the first load', () => {
    const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8')) as Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;
    const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)![1];
    const staticKeys = new Set<string>();
    const walk = (imports: string[] = []) => imports.forEach((k) => !staticKeys.has(k) && (staticKeys.add(k), walk(manifest[k].imports)));
    walk(entry.imports);
    expect([...staticKeys].filter((k) => k.includes('recharts'))).toEqual([]);
  });
});
