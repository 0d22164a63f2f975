import type { ApiKeyContext } from '../src/keys/api-key-context.js';
import { RATE_LIMIT_MESSAGE } from '../src/limits/limit-errors.js';
import { LimitsService } from '../src/limits/limits.service.js';
import { createKey, createOrganization } from './support/api-keys.js';
import { awayFromMinuteEdge, burst, countdown, freshAddress, get, remainders, statuses } from './support/rate-limits.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const SHOP = 'https://shop.example.com';

/** The plans' numbers (the defaults, docs/api-keys-and-limits.md): admin 25/min, scoped 15/min, widget 10/min per IP, Free 2/min. */
describe('rate limits (one process, counters in memory or in Redis when REDIS_URL is set)', () => {
  let t: TestApp;
  const keysUrl = () => `${t.url}/v1/apikeys`;
  const widgetUrl = () => `${t.url}/v1/widget/config`;

  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: '1', ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}) });
  });
  afterAll(() => t.close());
  beforeEach(() => awayFromMinuteEdge());

  it('lets exactly 25 of 40 concurrent admin-key requests through, with headers on every answer', async () => {
    const org = await createOrganization(t, 'pro');
    const answers = await burst(40, keysUrl, org.adminKey);
    expect(statuses(answers)).toEqual({ ok: 25, limited: 15 });
    expect(remainders(answers)).toEqual(countdown(25));
    const windowEnd = Math.ceil(Date.now() / 60_000) * 60;
    for (const a of answers) expect(a).toMatchObject({ limit: 25, reset: windowEnd });
    for (const a of answers.filter((x) => x.status === 429)) {
      expect(a.remaining).toBe(0);
      expect(a.body).toEqual({ error: RATE_LIMIT_MESSAGE, code: 'rate_limit_exceeded', request_id: expect.any(String) });
      expect(Number(a.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(Number(a.retryAfter)).toBeLessThanOrEqual(60);
    }
  });

  it('lets exactly 15 of 40 concurrent scoped-key requests through', async () => {
    const org = await createOrganization(t, 'enterprise');
    const scoped = await createKey(t, org, { name: 'team', scopes: ['apikeys:revoke'] });
    const answers = await burst(40, keysUrl, scoped.key);
    expect(statuses(answers)).toEqual({ ok: 15, limited: 25 });
    expect(remainders(answers)).toEqual(countdown(15));
    // The admin key has its own counter.
    expect((await get(keysUrl(), org.adminKey)).status).toBe(200);
  });

  it('limits a publishable key to 10 requests a minute per IP', async () => {
    const org = await createOrganization(t, 'pro');
    const widget = await createKey(t, org, { name: 'widget', type: 'publishable', allowedOrigins: [SHOP] });
    const visitor = { Origin: SHOP, 'X-Forwarded-For': '203.0.113.7' };
    const answers = await burst(40, widgetUrl, widget.key, visitor);
    expect(statuses(answers)).toEqual({ ok: 10, limited: 30 });
    expect(remainders(answers)).toEqual(countdown(10));
    const other = await get(widgetUrl(), widget.key, { Origin: SHOP, 'X-Forwarded-For': '203.0.113.8' });
    expect(other).toMatchObject({ status: 200, limit: 10, remaining: 9 });
  });

  it('holds a Free organization to 2 requests a minute for its keys, and its widget to 2 of its own', async () => {
    const org = await createOrganization(t, 'free');
    const widget = await createKey(t, org, { name: 'widget', type: 'publishable', allowedOrigins: [SHOP] });
    const first = await get(keysUrl(), org.adminKey);
    expect(first).toMatchObject({ status: 200, limit: 2, remaining: 1 });
    const visitor = { Origin: SHOP, 'X-Forwarded-For': freshAddress() };
    expect(await get(widgetUrl(), widget.key, visitor)).toMatchObject({ status: 200, limit: 2, remaining: 1 });
    expect(await get(widgetUrl(), widget.key, visitor)).toMatchObject({ status: 200, limit: 2, remaining: 0 });
    expect(await get(widgetUrl(), widget.key, visitor)).toMatchObject({ status: 429, limit: 2, remaining: 0 });
    expect(await get(keysUrl(), org.adminKey)).toMatchObject({ status: 200, limit: 2, remaining: 0 });
    const third = await get(keysUrl(), org.adminKey);
    expect(third).toMatchObject({ status: 429, limit: 2, remaining: 0, body: { code: 'rate_limit_exceeded' } });
  });

  it('puts the headers on 401 and 403 answers too', async () => {
    const address = freshAddress();
    const missing = await get(keysUrl(), null, { 'X-Forwarded-For': address });
    expect(missing).toMatchObject({ status: 401, limit: 25, remaining: 24 });
    const org = await createOrganization(t, 'enterprise');
    const reader = await createKey(t, org, { name: 'reader', scopes: ['chat:query'] });
    const denied = await get(keysUrl(), reader.key);
    expect(denied).toMatchObject({ status: 403, limit: 15, remaining: 14, body: { code: 'insufficient_scope' } });
  });

  it('applies Enterprise custom limits and refuses them on other plans', async () => {
    const limits = t.app.get(LimitsService);
    const org = await createOrganization(t, 'enterprise');
    org.organization = await limits.setLimitOverrides(org.organization.id, { adminKeyPerMinute: 3, requestsPerMinute: 100 });
    const answers = await burst(5, keysUrl, org.adminKey);
    expect(statuses(answers)).toEqual({ ok: 3, limited: 2 });
    expect(answers[0].limit).toBe(3);
    const pro = await createOrganization(t, 'pro');
    await expect(limits.setLimitOverrides(pro.organization.id, { requestsPerMinute: 1000 })).rejects.toMatchObject({ code: 'plan_limit_reached' });
    await expect(limits.setLimitOverrides(org.organization.id, { unknownLimit: 1 })).rejects.toMatchObject({ code: 'validation_failed' });
  });

  it('counts chat queries against the daily quota of the plan (Free 5, Pro 100, Enterprise none)', async () => {
    const limits = t.app.get(LimitsService);
    const ctxOf = (o: Awaited<ReturnType<typeof createOrganization>>): ApiKeyContext => ({
      keyId: 'k',
      kind: 'admin',
      scopes: [],
      organization: o.organization,
      ip: '127.0.0.1',
    });
    const free = ctxOf(await createOrganization(t, 'free'));
    for (let i = 1; i <= 5; i++) expect(await limits.consumeDailyChat(free)).toMatchObject({ limit: 5, used: i });
    await expect(limits.consumeDailyChat(free)).rejects.toMatchObject({
      code: 'daily_quota_exceeded',
      message: 'The Free plan allows 5 chat queries per day. The quota resets at 00:00 UTC.',
    });
    const pro = ctxOf(await createOrganization(t, 'pro'));
    expect(await limits.consumeDailyChat(pro)).toMatchObject({ limit: 100, used: 1 });
    const enterprise = ctxOf(await createOrganization(t, 'enterprise'));
    expect(await limits.consumeDailyChat(enterprise)).toMatchObject({ limit: null });
  });
});
