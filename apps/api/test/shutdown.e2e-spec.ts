import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { requireBuild, startApi } from './support/spawned-api.js';

// Each start initializes a fresh embedded database; allow for a slow, busy machine.
const SLOW = 180_000;

describe('process lifecycle (built API, embedded database)', () => {
  let dataDir: string;
  let env: Record<string, string>;
  beforeAll(() => {
    requireBuild();
    dataDir = mkdtempSync(join(tmpdir(), 'pagewise-shutdown-'));
    env = { NODE_ENV: 'test', DATA_DIR: dataDir };
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('stops cleanly on SIGTERM, closing the database so the next start opens it', async () => {
    const first = await startApi(env);
    expect((await fetch(`${first.url}/health`)).status).toBe(200);
    first.process.kill('SIGTERM');
    const [code] = await once(first.process, 'exit');
    expect(code).toBe(0);
    expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);

    const second = await startApi(env);
    try {
      expect((await fetch(`${second.url}/health`)).status).toBe(200);
    } finally {
      second.process.kill('SIGTERM');
      await once(second.process, 'exit');
    }
  }, SLOW);

  it('refuses a second process on the same embedded database with a plain message', async () => {
    const first = await startApi(env);
    try {
      await expect(startApi(env)).rejects.toThrow(/in use by another Pagewise process/);
    } finally {
      first.process.kill('SIGTERM');
      await once(first.process, 'exit');
    }
  }, SLOW);

  it('ends within SHUTDOWN_GRACE_SECONDS of SIGTERM even while a database call never returns', async () => {
    const marker = join(dataDir, 'stuck');
    const preload = pathToFileURL(join(process.cwd(), 'test/support/stuck-database.mjs')).href;
    const api = await startApi({ ...env, SHUTDOWN_GRACE_SECONDS: '3', PAGEWISE_TEST_STUCK_FILE: marker }, ['--import', preload]);
    let stderr = '';
    api.process.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    try {
      writeFileSync(marker, '');
      // The next statement holds the database's thread: /health gets no answer.
      const health = await fetch(`${api.url}/health`, { signal: AbortSignal.timeout(3000) }).then((r) => r.status, () => 'no answer');
      expect(health).toBe('no answer');

      const started = Date.now();
      api.process.kill('SIGTERM');
      const ended = await Promise.race([once(api.process, 'exit'), new Promise((r) => setTimeout(() => r(null), 15_000))]);
      expect(ended).toEqual([1, null]);
      expect(Date.now() - started).toBeLessThan(8000);
      expect(stderr).toContain('did not stop within 3 s of SIGTERM');
    } finally {
      if (api.process.exitCode === null && api.process.signalCode === null) api.process.kill('SIGKILL');
      rmSync(marker, { force: true });
    }
  }, SLOW);
});
