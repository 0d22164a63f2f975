import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

/** The script-tag file must stay small: every visitor of every customer site downloads it. */
export const BUDGET_GZIP_BYTES = 15 * 1024;

export function measure(file) {
  const raw = readFileSync(file);
  return { bytes: raw.length, gzip: gzipSync(raw, { level: 9 }).length };
}

/** Rollup plugin: prints the size after the bundle is written (against the budget, unless loaded on demand). */
export function printSize(file, { onDemand = false } = {}) {
  return {
    name: 'print-size',
    writeBundle() {
      const { bytes, gzip } = measure(file);
      const kb = (n) => (n / 1024).toFixed(2) + ' KB';
      console.log(`${file}: ${kb(bytes)} minified, ${kb(gzip)} gzipped (${onDemand ? 'loaded on demand' : `budget ${kb(BUDGET_GZIP_BYTES)}`})`);
    },
  };
}
