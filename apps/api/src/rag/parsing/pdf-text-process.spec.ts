import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bombPdf } from '../../../test/support/pdf-bombs.js';
import { DEFAULT_PDF_PARSE_LIMITS } from '../../config/reading-limits.js';
import { PDF_TEXT_PROCESS_SOURCE } from './pdf-text-process.source.js';
import { PARSER_MODULES } from './worker-pdf-parser.js';

const linux = existsSync('/proc/self/status') ? it : it.skip;
const gone = (pid: number) => !existsSync(`/proc/${pid}`) || /^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'));

describe('the parser process', () => {
  // Stands in for an API process: starts a parser on a bomb its scan cannot see, says the parser's pid, waits.
  const API = `
    const { spawn } = require('node:child_process');
    const fs = require('node:fs');
    const [source, pdf, modules, limits] = process.argv.slice(1);
    const parser = spawn(process.execPath, ['--eval', fs.readFileSync(source, 'utf8')], { stdio: ['ignore', 'ignore', 'ignore', 'ipc'], serialization: 'advanced', env: {} });
    parser.send({ ...JSON.parse(modules), bytes: new Uint8Array(fs.readFileSync(pdf)), limits: JSON.parse(limits) });
    console.log(parser.pid);
    setInterval(() => undefined, 1000);
  `;

  linux('stops by itself, within moments, when the API that watches it dies mid-way through a decode', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pagewise-parser-'));
    try {
      writeFileSync(join(dir, 'source.js'), PDF_TEXT_PROCESS_SOURCE);
      writeFileSync(join(dir, 'bomb.pdf'), await bombPdf({ zerosPerStream: 768 * 1024 * 1024, wrap: 'hex' }));
      const limits = { ...DEFAULT_PDF_PARSE_LIMITS, maxMemoryMb: 16_384 };
      const api = spawn(process.execPath, ['--eval', API, join(dir, 'source.js'), join(dir, 'bomb.pdf'), JSON.stringify(PARSER_MODULES), JSON.stringify(limits)], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const parserPid = Number(await new Promise<string>((resolve) => api.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString()))));
      await new Promise((r) => setTimeout(r, 1000));
      expect(gone(parserPid)).toBe(false);

      api.kill('SIGKILL');
      const killed = Date.now();
      while (!gone(parserPid) && Date.now() - killed < 5000) await new Promise((r) => setTimeout(r, 20));
      expect(gone(parserPid)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("reads with V8's own Array.prototype.push and JSON.parse, not the ones pdf.js's legacy build brings", async () => {
    // V8's own functions kept aside, the process's code, then a probe that loads pdf.js as a read would.
    const before = 'const v8Push = Array.prototype.push, v8Parse = JSON.parse;';
    const probe = `
      load(${JSON.stringify(PARSER_MODULES)}).then(() => {
        const loaded = typeof globalThis.pdfjsWorker === 'object';
        console.log(JSON.stringify({ loaded, push: Array.prototype.push === v8Push, parse: JSON.parse === v8Parse }));
        process.exit(0);
      });`;
    const child = spawn(process.execPath, ['--eval', `${before}\n${PDF_TEXT_PROCESS_SOURCE}\n${probe}`], { stdio: ['ignore', 'pipe', 'inherit'], env: {} });
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    await new Promise((resolve) => child.once('exit', resolve));
    expect(JSON.parse(out)).toEqual({ loaded: true, push: true, parse: true });
  });

  it('reads the warm-up sample while it waits, when it is a spare, before any file', async () => {
    const sample = readFileSync(new URL('../../../assets/parser-warm-up.pdf', import.meta.url));
    // The process's code, then a probe that counts its reads and hands it a spare's warm-up message.
    const probe = `
      const realRead = read;
      const replies = [];
      read = (job) => realRead(job).then((reply) => (replies.push(reply), reply));
      process.emit('message', ${JSON.stringify({ warmUp: true, ...PARSER_MODULES, limits: DEFAULT_PDF_PARSE_LIMITS })});
      const plain = warming;
      process.emit('message', { ...${JSON.stringify({ warmUp: true, ...PARSER_MODULES, limits: DEFAULT_PDF_PARSE_LIMITS })}, sample: new Uint8Array(Buffer.from('${sample.toString('base64')}', 'base64')) });
      Promise.all([plain, warming]).then(() => {
        console.log(JSON.stringify(replies.map((r) => ({ ok: r.ok, title: r.title, pages: r.pages.length, words: /Warm-up page 2/.test(r.pages[1].text) }))));
        process.exit(0);
      });`;
    const child = spawn(process.execPath, ['--eval', `${PDF_TEXT_PROCESS_SOURCE}\n${probe}`], { stdio: ['ignore', 'pipe', 'inherit'], env: {} });
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    await new Promise((resolve) => child.once('exit', resolve));
    // A plain warm-up reads nothing; a spare's reads the sample three times, each a good two-page read.
    expect(JSON.parse(out)).toEqual([0, 1, 2].map(() => ({ ok: true, title: 'Parser warm-up', pages: 2, words: true })));
  });
});
