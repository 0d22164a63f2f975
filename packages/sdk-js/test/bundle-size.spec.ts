import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET = 5_000; // "5 KB", read strictly
const packageDir = fileURLToPath(new URL('..', import.meta.url));

// What a page ships for one streaming chat call: the built ESM entry as a browser bundler resolves it.
const page = `
import { Pagewise } from '@pagewise/sdk';
const client = new Pagewise({ apiKey: 'pw_pk_example', baseURL: 'https://api.example.com' });
const out = document.querySelector('#answer');
for await (const token of client.chat.stream({ message: 'What is the refund policy?' })) out.append(token);
`;

test(`a browser bundle with one streaming chat call is at most ${BUDGET} bytes gzipped`, async () => {
  const result = await build({
    stdin: { contents: page, resolveDir: packageDir, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].contents;
  const gzipped = gzipSync(code, { level: 9 }).length;
  console.log(`@pagewise/sdk browser bundle (one streaming chat call): ${code.length} B minified, ${gzipped} B gzipped`);
  expect(Buffer.from(code).toString()).not.toMatch(/node:/);
  expect(gzipped).toBeLessThanOrEqual(BUDGET);
});
