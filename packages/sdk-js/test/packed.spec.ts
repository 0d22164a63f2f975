import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

// Async: the test's own HTTP server has to answer while the child runs.
const run = promisify(execFile);

// The tarball customers install, imported from a CommonJS and an ES module project, offline.
const packageDir = fileURLToPath(new URL('..', import.meta.url));
const workspaceModules = join(packageDir, '../../node_modules');
const tsc = join(workspaceModules, 'typescript/bin/tsc');
let work: string;
let tarball: string;
let server: Server;
let baseURL: string;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'pagewise-sdk-pack-'));
  const [packed] = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', work], { cwd: packageDir }).toString(),
  );
  tarball = join(work, packed.filename);
  server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.end(`data: {"token":"Hello "}\n\ndata: {"token":"from ${req.url}","session_id":"session_x"}\n\ndata: [DONE]\n\n`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(work, { recursive: true, force: true });
});

/** A project with the tarball extracted where npm would put it, and nothing else installed. */
function project(type: 'commonjs' | 'module', files: Record<string, string>): string {
  const dir = join(work, type);
  const sdkDir = join(dir, 'node_modules/@pagewise/sdk');
  mkdirSync(sdkDir, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', sdkDir, '--strip-components=1']);
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: `try-${type}`, private: true, type }));
  const tsconfig = { compilerOptions: { module: 'nodenext', strict: true, noEmit: true, lib: ['es2022', 'dom'], types: [] } };
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(tsconfig));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

const use = (load: string) => `${load}
const client = new Pagewise({ apiKey: 'pw_sk_test', baseURL: process.env.BASE_URL });
const error = new RateLimitError('slow down', { status: 429 });
(async () => {
  const text = await client.chat.stream({ message: 'hi' }).finalText();
  console.log(JSON.stringify({ text, session: createSessionId().slice(0, 8), rate: APIError.isInstance(error), file: typeof fileFromPath }));
})();
`;

const expected = { text: 'Hello from /v1/chat/stream', session: 'session_', rate: true, file: 'function' };

test('the tarball holds only the built entries, the README and package.json, and depends on nothing', () => {
  const listing = execFileSync('tar', ['-tzf', tarball]).toString().trim().split('\n').sort();
  const built = ['index.cjs', 'index.d.cts', 'index.d.ts', 'index.js', 'node.cjs', 'node.d.cts', 'node.d.ts', 'node.js'];
  expect(listing).toEqual([...built.map((f) => `package/dist/${f}`), 'package/README.md', 'package/package.json'].sort());
  const manifest = JSON.parse(execFileSync('tar', ['-xzOf', tarball, 'package/package.json']).toString());
  expect(manifest.dependencies).toBeUndefined();
  // The wire protocol is bundled in, types included: no file may still import the private workspace package.
  for (const file of built) {
    const text = execFileSync('tar', ['-xzOf', tarball, `package/dist/${file}`]).toString();
    expect(text).not.toContain('@pagewise/protocol');
  }
});

test('require() works from a CommonJS project, types included', async () => {
  const dir = project('commonjs', {
    'main.js': use(`const { Pagewise, APIError, RateLimitError, createSessionId } = require('@pagewise/sdk');
const { fileFromPath } = require('@pagewise/sdk/node');`),
    'check.cts': `import { Pagewise, type ChatResponse } from '@pagewise/sdk';
import { fileFromPath } from '@pagewise/sdk/node';
const answer: Promise<ChatResponse> = new Pagewise({ apiKey: 'k' }).chat.send({ message: 'q' });
const file: Promise<File> = fileFromPath('a.pdf');
export { answer, file };`,
  });
  const { stdout } = await run(process.execPath, ['main.js'], { cwd: dir, env: { ...process.env, BASE_URL: baseURL } });
  expect(JSON.parse(stdout)).toEqual(expected);
  await run(process.execPath, [tsc, '-p', '.'], { cwd: dir });
});

test('import works from an ES module project, types included', async () => {
  const dir = project('module', {
    'main.js': use(`import { Pagewise, APIError, RateLimitError, createSessionId } from '@pagewise/sdk';
import { fileFromPath } from '@pagewise/sdk/node';`),
    'check.ts': `import { Pagewise, type ChatStream, type ErrorCode, type DocumentDetail, ConflictError } from '@pagewise/sdk';
import { fileFromPath } from '@pagewise/sdk/node';
const stream: ChatStream = new Pagewise({ apiKey: 'k' }).chat.stream({ message: 'q' });
const file: Promise<File> = fileFromPath('a.pdf');
const code: ErrorCode = new ConflictError('busy', { code: 'conflict' }).code === 'conflict' ? 'conflict' : 'internal_error';
// @ts-expect-error not a code the API sends
const wrong: ErrorCode = 'no_such_code';
const failed: DocumentDetail['status'] = 'failed';
export { stream, file, code, wrong, failed };`,
  });
  const { stdout } = await run(process.execPath, ['main.js'], { cwd: dir, env: { ...process.env, BASE_URL: baseURL } });
  expect(JSON.parse(stdout)).toEqual(expected);
  await run(process.execPath, [tsc, '-p', '.'], { cwd: dir });
});
