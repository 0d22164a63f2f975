import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
// @ts-expect-error plain ESM helper shared with the rollup build
import { BUDGET_GZIP_BYTES, measure } from '../scripts/size.js';

const file = fileURLToPath(new URL('../dist/widget.js', import.meta.url));

describe('dist/widget.js', () => {
  it('stays within 15 KB gzipped with every feature included', () => {
    if (!existsSync(file)) throw new Error('dist/widget.js is missing: run `npm run build -w @pagewise/widget` first.');
    const { gzip } = measure(file);
    console.log(`dist/widget.js: ${gzip} bytes gzipped (budget ${BUDGET_GZIP_BYTES})`);
    expect(gzip).toBeLessThanOrEqual(BUDGET_GZIP_BYTES);
  });
});
