import pg from 'pg';
import { bearer } from './support/api-keys.js';
import { postJson } from './support/chat.js';
import { cli, requireBuild, type SpawnedApi, startApi, stopApi } from './support/spawned-api.js';
import { createTestDatabase } from './support/test-database.js';

const { DATABASE_URL } = process.env;
const shared = DATABASE_URL ? describe : describe.skip;
if (!shared) console.warn('Skipping the two-process key-change test: it needs DATABASE_URL.');

/** Each API process keeps verified keys in memory for a few seconds; a change must reach the other one within 1 s. */
const WITHIN_MS = 1_000;

/**
 * Two built API processes (node dist/main.js) on one PostgreSQL. The second one has just used a key (so it holds
 * it in memory) when the first one, the CLI or the database changes it; the second must answer accordingly
 * within a second. Each test logs how long that took.
 */
shared('key and organization changes across two API processes', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let env: Record<string, string>;
  let a: SpawnedApi;
  let b: SpawnedApi;
  const elapsed: Record<string, number> = {};

  beforeAll(async () => {
    requireBuild();
    database = await createTestDatabase();
    env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      DATABASE_URL: database.url!,
      API_KEY_PEPPER: 'key-changes-pepper-'.padEnd(40, 'p'),
      JWT_SECRET: 'key-changes-jwt-secret-'.padEnd(40, 'j'),
      // The tests poll every 10 ms: limits out of the way, except where one is the change under test.
      RATE_LIMIT_ADMIN_PER_MINUTE: '100000',
      RATE_LIMIT_SCOPED_PER_MINUTE: '100000',
      PLANS_JSON: JSON.stringify({ free: { requestsPerMinute: null }, pro: { requestsPerMinute: null } }),
    };
    // One after the other, so the first applies the migrations alone.
    a = await startApi(env);
    b = await startApi(env);
  }, 180_000);
  afterAll(async () => {
    console.log(`Changes seen by the other API process after (ms): ${JSON.stringify(elapsed)}`);
    await Promise.all([a, b].filter(Boolean).map((api) => stopApi(api, 'SIGTERM')));
    await database?.drop();
  });

  // A kept-alive connection the server closed while the CLI ran may reset once: asked again on a new one.
  const current = (api: SpawnedApi, key: string): Promise<Response> => {
    const ask = () => fetch(`${api.url}/v1/apikeys/current`, { headers: bearer(key) });
    return ask().catch(ask);
  };

  const post = (api: SpawnedApi, path: string, key: string, body: unknown) => postJson(api.url, path, key, body).catch(() => postJson(api.url, path, key, body));

  /** Uses the key on `api` until it answers `status`; how long that took after `since`. */
  async function until(api: SpawnedApi, key: string, accept: (res: Response) => Promise<boolean>, since: number): Promise<number> {
    for (;;) {
      const res = await current(api, key);
      if (await accept(res)) return performance.now() - since;
      if (performance.now() - since > 5_000) throw new Error(`still ${res.status} after 5 s`);
      await new Promise((r) => setTimeout(r, 10));
    }
  }
  const status = (expected: number) => async (res: Response) => res.status === expected;

  /** The key works on B, and B answers it from memory (it has just read it). */
  async function warm(key: string): Promise<void> {
    for (let i = 0; i < 3; i++) expect((await current(b, key)).status).toBe(200);
  }

  it('a key revoked on one process is refused by the other within a second', async () => {
    const org = cli(env, ['org:create', '--name', 'Revocation', '--plan', 'pro']);
    const made = await post(a, '/v1/apikeys', org.admin_key, { name: 'team', scopes: ['documents:list'] });
    const { api_key, key } = await made.json();
    await warm(key);

    const revoked = await post(a, '/v1/apikeys/revoke', org.admin_key, { key_id: api_key.id });
    const t0 = performance.now();
    expect(revoked.status).toBe(200);
    elapsed.revoke = await until(b, key, status(401), t0);
    expect(elapsed.revoke).toBeLessThan(WITHIN_MS);
    expect((await (await current(b, key)).json()).code).toBe('invalid_api_key');
  });

  it('a regenerated admin key: the old one is refused by the other process within a second, the new one works there', async () => {
    const org = cli(env, ['org:create', '--name', 'Rotation', '--plan', 'pro']);
    await warm(org.admin_key);

    const rotated = await post(a, '/v1/apikeys/admin/regenerate', org.admin_key, {});
    const t0 = performance.now();
    expect(rotated.status).toBe(201);
    elapsed.rotate = await until(b, org.admin_key, status(401), t0);
    expect(elapsed.rotate).toBeLessThan(WITHIN_MS);
    expect((await current(b, (await rotated.json()).key)).status).toBe(200);
  });

  it('a plan changed by the operator CLI (a third process) shows on both API processes within a second', async () => {
    const org = cli(env, ['org:create', '--name', 'Upgrade', '--plan', 'free']);
    await warm(org.admin_key);
    expect((await (await current(a, org.admin_key)).json()).plan).toBe('free');

    cli(env, ['org:plan', '--org', org.organization.id, '--plan', 'pro']);
    const t0 = performance.now();
    const planIs = (plan: string) => async (res: Response) => res.status === 200 && (await res.json()).plan === plan;
    elapsed.plan = await until(b, org.admin_key, planIs('pro'), t0);
    expect(elapsed.plan).toBeLessThan(WITHIN_MS);
    expect(await planIs('pro')(await current(a, org.admin_key))).toBe(true);
  });

  it("an organization's custom limits set by the CLI apply on the other process within a second", async () => {
    const org = cli(env, ['org:create', '--name', 'Custom limits', '--plan', 'enterprise']);
    await warm(org.admin_key);
    expect((await current(b, org.admin_key)).headers.get('x-ratelimit-limit')).toBe('100000');

    cli(env, ['org:limits', '--org', org.organization.id, '--set', JSON.stringify({ adminKeyPerMinute: 7 })]);
    const t0 = performance.now();
    elapsed.limits = await until(b, org.admin_key, async (res) => res.headers.get('x-ratelimit-limit') === '7', t0);
    expect(elapsed.limits).toBeLessThan(WITHIN_MS);
  });

  it('a key whose expiry is moved into the past directly in the database is refused within a second', async () => {
    const org = cli(env, ['org:create', '--name', 'Expiry', '--plan', 'pro']);
    const made = await post(a, '/v1/apikeys', org.admin_key, { name: 'short-lived', scopes: ['documents:list'], expires_in_days: 30 });
    const { api_key, key } = await made.json();
    await warm(key);

    const client = new pg.Client({ connectionString: database.url! });
    await client.connect();
    try {
      await client.query(`UPDATE api_keys SET expires_at = now() - interval '1 second' WHERE id = $1`, [api_key.id]);
    } finally {
      await client.end();
    }
    const t0 = performance.now();
    elapsed.expiry = await until(b, key, status(401), t0);
    expect(elapsed.expiry).toBeLessThan(WITHIN_MS);
  });
});
