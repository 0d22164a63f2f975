import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BUDGET_KB, measureBundles } from '../scripts/bundle-budget.mjs';

const dist = fileURLToPath(new URL('../dist', import.meta.url));

describe('JavaScript budgets of the built site (gzipped)', () => {
  const { landing, routes } = existsSync(`${dist}/.vite/manifest.json`) ? measureBundles(dist) : { landing: Infinity, routes: {} };

  it('loads at most 150 KB of JS for the landing page', () => {
    if (landing === Infinity) throw new Error('dist/ is missing: run `npm run build -w @pagewise/site` first.');
    console.log(`landing: ${(landing / 1024).toFixed(1)} KB gzipped JS`);
    expect(landing).toBeLessThanOrEqual(BUDGET_KB * 1024);
  });

  it('adds at most 150 KB more for any other route, loaded only when it is visited', () => {
    const entries = Object.entries(routes as Record<string, number>);
    // The documentation's chunks are weighed together below.
    expect(entries.filter(([route]) => !route.startsWith('routes/docs/')).map(([route]) => route).sort()).toEqual(
      ['about', 'api', 'contact', 'features', 'forgot-password', 'login', 'pricing', 'privacy', 'services', 'signup', 'terms', 'verify-email'].map((r) => expect.stringContaining(`routes/${r}/`)),
    );
    const over = entries.filter(([, bytes]) => bytes > BUDGET_KB * 1024);
    expect(over).toEqual([]);
  });

  it('adds at most 150 KB for a documentation page: the screen, the page frame and the heaviest page', () => {
    const docs = Object.entries(routes as Record<string, number>).filter(([route]) => route.startsWith('routes/docs/'));
    const weight = (name: string) => docs.find(([route]) => route.endsWith(name))?.[1] ?? Infinity;
    const pages = docs.filter(([route]) => route.endsWith('.mdx'));
    expect(pages.length).toBeGreaterThanOrEqual(13);
    const added = weight('docs-layout.tsx') + weight('docs-article.tsx') + Math.max(...pages.map(([, bytes]) => bytes));
    console.log(`docs: +${(added / 1024).toFixed(1)} KB gzipped JS`);
    expect(added).toBeLessThanOrEqual(BUDGET_KB * 1024);
  });
});
