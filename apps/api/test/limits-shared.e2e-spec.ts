import { createKey, createOrganization } from './support/api-keys.js';
import { awayFromMinuteEdge, burst, countdown, freshAddress, remainders, statuses } from './support/rate-limits.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const { REDIS_URL, DATABASE_URL } = process.env;
const shared = REDIS_URL && DATABASE_URL ? describe : describe.skip;
if (!shared) console.warn('Skipping the shared rate-limit test: it needs REDIS_URL and DATABASE_URL (two API instances on one PostgreSQL and Redis).');

/** Two API instances, each with its own HTTP server and Redis connection, on one PostgreSQL and one Redis. */
shared('rate limits shared by two API instances through Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    // Instances of one deployment share the database, Redis and the key pepper.
    const env = { REDIS_URL: REDIS_URL!, TRUST_PROXY: '1', API_KEY_PEPPER: 'shared-pepper-'.padEnd(40, 'p') };
    const first = await startTestApp(env);
    a = first;
    b = await startTestApp(env, { dataDir: first.dataDir, databaseUrl: first.databaseUrl });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });
  beforeEach(() => awayFromMinuteEdge());

  const alternate = (path: string) => (i: number) => `${i % 2 ? b.url : a.url}${path}`;

  it('lets exactly 25 of 40 concurrent admin-key requests through, spread over both instances', async () => {
    const org = await createOrganization(a, 'pro');
    const answers = await burst(40, alternate('/v1/apikeys'), org.adminKey);
    expect(statuses(answers)).toEqual({ ok: 25, limited: 15 });
    expect(remainders(answers)).toEqual(countdown(25));
  });

  it('lets exactly 15 of 40 concurrent scoped-key requests through, spread over both instances', async () => {
    const org = await createOrganization(b, 'enterprise');
    const scoped = await createKey(b, org, { name: 'team', scopes: ['apikeys:revoke'] });
    const answers = await burst(40, alternate('/v1/apikeys'), scoped.key);
    expect(statuses(answers)).toEqual({ ok: 15, limited: 25 });
    expect(remainders(answers)).toEqual(countdown(15));
  });

  it('sees a key revoked on one instance as revoked on the other at once', async () => {
    const org = await createOrganization(a, 'enterprise');
    const key = await createKey(a, org, { name: 'short-lived', scopes: ['apikeys:revoke'] });
    const headers = { Authorization: `Bearer ${org.adminKey}`, 'Content-Type': 'application/json' };
    const revoked = await fetch(`${a.url}/v1/apikeys/revoke`, { method: 'POST', headers, body: JSON.stringify({ key_id: key.id }) });
    expect(revoked.status).toBe(200);
    const address = freshAddress();
    const res = await fetch(`${b.url}/v1/apikeys`, { headers: { Authorization: `Bearer ${key.key}`, 'X-Forwarded-For': address } });
    expect(res.status).toBe(401);
  });
});
