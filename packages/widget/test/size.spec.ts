import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
// @ts-expect-error plain ESM helper shared with the rollup build
import { BUDGET_GZIP_BYTES, measure } from '../scripts/size.js';

const dist = (file: string) => fileURLToPath(new URL(`../dist/${file}`, import.meta.url));
const built = (file: string) => {
  if (!existsSync(dist(file))) throw new Error(`dist/${file} is missing: run \`npm run build -w @pagewise/widget\` first.`);
  return measure(dist(file));
};

describe('dist/widget.js', () => {
  it('stays within 15 KB gzipped with every feature included', () => {
    const { gzip } = built('widget.js');
    console.log(`dist/widget.js: ${gzip} bytes gzipped (budget ${BUDGET_GZIP_BYTES})`);
    expect(gzip).toBeLessThanOrEqual(BUDGET_GZIP_BYTES);
  });

  // Loaded on demand, but still on a visitor's connection: a language pack when the page opens, the viewer on a click.
  it('loads a language pack of at most 1.5 KB gzipped, and a page viewer of at most 3 KB', () => {
    const packs = readdirSync(dist('lang'));
    expect(packs.sort()).toEqual(['hi.json', 'mr.json', 'ta.json']);
    for (const pack of packs) expect([pack, built(`lang/${pack}`).gzip <= 1536]).toEqual([pack, true]);
    expect(built('viewer.js').gzip).toBeLessThanOrEqual(3 * 1024);
  });
});
