import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

/**
 * Rollup plugin: writes each language pack of src/i18n/packs as compact JSON to dist/lang/<code>.json, which
 * the API serves at /widget/lang/<code>.json, and prints its size. Visitors load only their language's pack.
 */
export function languagePacks(from = 'src/i18n/packs', to = 'dist/lang') {
  return {
    name: 'language-packs',
    writeBundle() {
      mkdirSync(to, { recursive: true });
      for (const file of readdirSync(from).filter((f) => f.endsWith('.json'))) {
        const json = JSON.stringify(JSON.parse(readFileSync(`${from}/${file}`, 'utf8')));
        writeFileSync(`${to}/${file}`, json);
        const bytes = Buffer.byteLength(json);
        console.log(`${to}/${file}: ${bytes} bytes, ${gzipSync(json, { level: 9 }).length} bytes gzipped (loaded on demand)`);
      }
    },
  };
}
