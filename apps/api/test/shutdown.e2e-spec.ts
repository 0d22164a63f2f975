import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
});
