import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';

const main = join(process.cwd(), 'dist/main.js');
// Each start initializes a fresh embedded database; allow for a slow, busy machine.
const SLOW = 180_000;

/** Starts the built API as a real process on PGlite and waits for its "listening" line. */
async function startApi(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [main], {
    env: { PATH: process.env.PATH, NODE_ENV: 'test', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/localhost:\d+)/.exec(output);
      if (match) resolve(match[1]);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`API exited with ${code} before listening:\n${output}`)));
  });
  return { child, url };
}

describe('process lifecycle (built API, embedded database)', () => {
  let dataDir: string;
  beforeAll(() => {
    if (!existsSync(main)) throw new Error('Build the API first (npm run build -w @pagewise/api).');
    dataDir = mkdtempSync(join(tmpdir(), 'pagewise-shutdown-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('stops cleanly on SIGTERM, closing the database so the next start opens it', async () => {
    const first = await startApi(dataDir);
    expect((await fetch(`${first.url}/health`)).status).toBe(200);
    first.child.kill('SIGTERM');
    const [code] = await once(first.child, 'exit');
    expect(code).toBe(0);
    expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);

    const second = await startApi(dataDir);
    try {
      expect((await fetch(`${second.url}/health`)).status).toBe(200);
    } finally {
      second.child.kill('SIGTERM');
      await once(second.child, 'exit');
    }
  }, SLOW);

  it('refuses a second process on the same embedded database with a plain message', async () => {
    const first = await startApi(dataDir);
    try {
      await expect(startApi(dataDir)).rejects.toThrow(/in use by another Pagewise process/);
    } finally {
      first.child.kill('SIGTERM');
      await once(first.child, 'exit');
    }
  }, SLOW);
});
