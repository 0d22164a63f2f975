// Publishes the SRI hash and sizes of dist/widget.js in docs/widget.md, between the integrity markers.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { measure } from './size.js';

const file = fileURLToPath(new URL('../dist/widget.js', import.meta.url));
const doc = fileURLToPath(new URL('../../../docs/widget.md', import.meta.url));
const START = '<!-- integrity:start -->';
const END = '<!-- integrity:end -->';

if (!existsSync(file)) {
  console.error('dist/widget.js is missing: run `npm run build -w @pagewise/widget` first.');
  process.exit(1);
}
const integrity = `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}`;
const { bytes, gzip } = measure(file);
const block = `${START}
| build of \`dist/widget.js\` | value |
|---|---|
| integrity | \`${integrity}\` |
| size | ${bytes} bytes minified, ${gzip} bytes gzipped |
${END}`;

const text = readFileSync(doc, 'utf8');
const at = text.indexOf(START);
const end = text.indexOf(END);
if (at < 0 || end < 0) {
  console.error(`docs/widget.md has no ${START} … ${END} block to fill.`);
  process.exit(1);
}
writeFileSync(doc, text.slice(0, at) + block + text.slice(end + END.length));
console.log(integrity);
