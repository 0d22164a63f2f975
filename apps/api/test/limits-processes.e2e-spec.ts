import { cli, requireBuild, type SpawnedApi, startApi, stopApi } from './support/spawned-api.js';
import { awayFromMinuteEdge, burst, countdown, remainders, statuses } from './support/rate-limits.js';
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
});
