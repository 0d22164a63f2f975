import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { bearer } from './support/api-keys.js';
import { MATRIX_ENV } from './support/scope-matrix.js';
import { SmallDisk } from './support/small-disk.js';
import { cli, requireBuild, type SpawnedApi, startApi, stopApi } from './support/spawned-api.js';

// Each start opens the embedded database on the small disk; allow for a slow, busy machine.
const SLOW = 300_000;
const MB = 1024 * 1024;

/** Random bytes between a PDF header and trailer: accepted at upload (processing then fails, which is fine here). */
const fakePdf = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(bytes), Buffer.from('\n%%EOF\n')]);

interface Answer {
  status: number | 'no answer';
  body: any;
  ms: number;
}

/** A request that must be answered within `withinMs`: a silent API is what the embedded database did when the disk filled. */
async function ask(url: string, init: RequestInit = {}, withinMs = 30_000): Promise<Answer> {
  const started = Date.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(withinMs) });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null, ms: Date.now() - started };
  } catch {
    return { status: 'no answer', body: null, ms: Date.now() - started };
  }
}

const upload = (api: SpawnedApi, key: string, bytes: number) => {
  const form = new FormData();
  form.append('file', new Blob([fakePdf(bytes)], { type: 'application/pdf' }), 'filler.pdf');
  return ask(`${api.url}/v1/documents`, { method: 'POST', headers: bearer(key), body: form });
};

/** SIGTERM, and how long the process took to end. */
async function stopTimed(api: SpawnedApi): Promise<number> {
  const started = Date.now();
  await stopApi(api, 'SIGTERM');
  return Date.now() - started;
}

const describeOnSmallDisk = SmallDisk.available ? describe : describe.skip;

/**
 * DATA_DIR on a small disk of its own (tmpfs), filled to the brim: the embedded database must never wedge the API.
 * Before: the third upload got no answer, /health none for minutes, SIGTERM was ignored, and a start on the full
 * disk said only "PGlite failed to initialize properly".
 */
describeOnSmallDisk('a full disk under the embedded database (built API, tmpfs)', () => {
  let disk: SmallDisk;
  let env: Record<string, string>;
  let key: string;
  const accepted: string[] = [];

  beforeAll(() => {
    requireBuild();
    disk = SmallDisk.mount(96);
    env = {
      ...MATRIX_ENV,
      NODE_ENV: 'test',
      DATA_DIR: disk.path('data'),
      API_KEY_PEPPER: 'a-pepper-for-the-small-disk-test-only-0123',
      JWT_SECRET: 'a-jwt-secret-for-the-small-disk-test-only-0123',
      SHUTDOWN_GRACE_SECONDS: '10',
    };
    key = cli(env, ['org:create', '--name', 'Small disk', '--plan', 'enterprise', '--email', 'it@disk.test']).admin_key;
  }, SLOW);
  afterAll(() => disk?.unmount());

  it('refuses uploads with 507 before they eat into the reserve, and /health names the disk once it is under it', async () => {
    // A reserve that leaves the next start (which needs 32 MB free to open) room to open.
    const api = await startApi({ ...env, DATA_DIR_MIN_FREE_MB: '48' });
    try {
      const answers: Answer[] = [];
      for (let i = 0; i < 10 && answers.at(-1)?.status !== 507; i++) answers.push(await upload(api, key, 4 * MB));
      for (const a of answers) expect([201, 507]).toContain(a.status);
      accepted.push(...answers.filter((a) => a.status === 201).map((a) => a.body.id));
      const refused = answers.at(-1)!;
      expect(refused.status).toBe(507);
      expect(refused.body).toEqual({
        error: "The server's disk is full: this could not be stored. Please try again later; if it persists, tell the server's operator that the disk needs more free space.",
        code: 'insufficient_storage',
        request_id: expect.any(String),
      });

      disk.fill(8 * MB);
      const health = await ask(`${api.url}/health`, {}, 5000);
      expect(health.status).toBe(503);
      expect(health.body.error.disk.status).toBe('down');
      expect(health.body.error.disk.message).toContain(`The disk holding DATA_DIR (${env.DATA_DIR}) has`);
      expect(health.body.info.database.status).toBe('up');
      expect((await upload(api, key, 1 * MB)).status).toBe(507);
      expect((await ask(`${api.url}/v1/documents`, { headers: bearer(key) }, 5000)).status).toBe(200);
    } finally {
      expect(await stopTimed(api)).toBeLessThan(15_000);
      disk.empty();
    }
  }, SLOW);

  it('without the reserve the database can wedge on a full disk, and SIGTERM still ends the process within the grace', async () => {
    // A write-ahead-log segment the disk cannot hold stops PGlite inside the statement that needed it: the
    // reserve (DATA_DIR_MIN_FREE_MB, 128 MB by default) is what keeps that from happening.
    const api = await startApi({ ...env, DATA_DIR_MIN_FREE_MB: '0' });
    let last: Answer | undefined;
    try {
      for (let i = 0; i < 80 && (!last || last.status === 201); i++) {
        last = await upload(api, key, 1 * MB);
        if (last.status === 201) accepted.push(last.body.id);
      }
      expect([507, 'no answer']).toContain(last!.status);
    } finally {
      expect(await stopTimed(api)).toBeLessThan(15_000);
    }
  }, SLOW);

  it('says plainly that the disk is full when started on it, at once', async () => {
    disk.fill(1 * MB);
    try {
      const started = Date.now();
      const failure = await startApi(env).then(
        async (api) => {
          await stopApi(api, 'SIGKILL');
          return 'it started';
        },
        (error: Error) => error.message,
      );
      expect(failure).toContain(`The disk holding DATA_DIR (${env.DATA_DIR}) is full:`);
      expect(failure).toContain('Free space on that disk (or grow it, or move DATA_DIR), then start Pagewise again');
      expect(failure).not.toContain('Retrying');
      expect(Date.now() - started).toBeLessThan(60_000);
    } finally {
      disk.empty();
    }
  }, SLOW);

  it('opens again once the disk is grown, with every accepted upload kept', async () => {
    disk.grow(160);
    const api = await startApi(env);
    try {
      const list = await ask(`${api.url}/v1/documents`, { headers: bearer(key) });
      expect(list.status).toBe(200);
      // Every upload answered 201 is kept; one that got no answer may have been committed just before the wedge.
      const ids: string[] = list.body.map((d: { id: string }) => d.id);
      expect(ids).toEqual(expect.arrayContaining(accepted));
      expect(ids.length).toBeLessThanOrEqual(accepted.length + 1);
    } finally {
      api.process.kill('SIGTERM');
      await once(api.process, 'exit');
    }
  }, SLOW);
});
