import { cli, requireBuild, type SpawnedApi, startApi, stopApi } from './support/spawned-api.js';
import { bearer } from './support/api-keys.js';
import { postJson } from './support/chat.js';
import { awayFromMinuteEdge, burst, countdown, freshAddress, remainders, statuses } from './support/rate-limits.js';
import { createTestDatabase } from './support/test-database.js';

const { REDIS_URL, DATABASE_URL } = process.env;
const shared = REDIS_URL && DATABASE_URL ? describe : describe.skip;
if (!shared) console.warn('Skipping the two-process rate-limit test: it needs REDIS_URL and DATABASE_URL.');

/** Two built API processes (node dist/main.js) on one PostgreSQL and one Redis, as a deployment runs them. */
shared('rate limits across two API processes sharing Redis', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let env: Record<string, string>;
  const apis: SpawnedApi[] = [];

  beforeAll(async () => {
    requireBuild();
    database = await createTestDatabase();
    env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      DATABASE_URL: database.url!,
      REDIS_URL: REDIS_URL!,
      API_KEY_PEPPER: 'two-processes-pepper-'.padEnd(40, 'p'),
      JWT_SECRET: 'two-processes-jwt-secret-'.padEnd(40, 'j'),
      // Widget visitors come with their own addresses; the Free minute budget is lifted for the daily-quota test.
      TRUST_PROXY: '1',
      PLANS_JSON: JSON.stringify({ free: { requestsPerMinute: 1000 } }),
    };
    // One after the other, so the first applies the migrations alone.
    apis.push(await startApi(env));
    apis.push(await startApi(env));
  }, 180_000);
  afterAll(async () => {
    await Promise.all(apis.map((api) => stopApi(api, 'SIGTERM')));
    await database?.drop();
  });
  beforeEach(() => awayFromMinuteEdge());

  it('lets exactly 25 of 40 concurrent admin-key requests through, alternating between the processes', async () => {
    const created = cli(env, ['org:create', '--name', 'Two processes', '--plan', 'pro']);
    expect(created.admin_key).toMatch(/^pw_sk_/);
    const answers = await burst(40, (i) => `${apis[i % 2].url}/v1/apikeys`, created.admin_key);
    expect(statuses(answers)).toEqual({ ok: 25, limited: 15 });
    expect(remainders(answers)).toEqual(countdown(25));
    expect(new Set(answers.map((a) => a.limit))).toEqual(new Set([25]));
  });

  it('holds widget chats of a Free organization to their share of the day across both processes, and keeps the rest for the admin key', async () => {
    const shop = 'https://shop.example.com';
    const created = cli(env, ['org:create', '--name', 'Widget budget', '--plan', 'free']);
    const create = () => postJson(apis[0].url, '/v1/apikeys', created.admin_key, { name: 'widget', type: 'publishable', allowed_origins: [shop] });
    // The CLI above held this process for seconds: a kept-alive connection the server closed meanwhile may reset once.
    const made = await create().catch(create);
    const widgetKey = (await made.json()).key;
    const ask = (i: number, key: string, headers: Record<string, string> = {}) =>
      postJson(apis[i % 2].url, '/v1/chat', key, { message: 'What is the refund policy?' }, { headers });

    const widget = await Promise.all(Array.from({ length: 10 }, (_, i) => ask(i, widgetKey, { Origin: shop, 'X-Forwarded-For': freshAddress() })));
    expect(widget.map((a) => a.status).sort()).toEqual([200, 200, 200, ...Array(7).fill(429)]);
    const admin = await Promise.all(Array.from({ length: 4 }, (_, i) => ask(i, created.admin_key)));
    expect(admin.map((a) => a.status).sort()).toEqual([200, 200, 429, 429]);
    const usage = await fetch(`${apis[1].url}/v1/analytics/usage?days=1`, { headers: bearer(created.admin_key) });
    expect((await usage.json()).totals.queries).toBe(5);
  });
});
