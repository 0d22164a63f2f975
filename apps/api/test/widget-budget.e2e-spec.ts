import { bearer, createKey, createOrganization, type TestOrganization } from './support/api-keys.js';
import { postJson } from './support/chat.js';
import { awayFromMinuteEdge, freshAddress } from './support/rate-limits.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const SHOP = 'https://shop.example.com';
const redis: Record<string, string> = process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {};

/** A widget on the organization's site: its publishable key, and visitors who come from their own addresses. */
async function widgetOf(t: TestApp, org: TestOrganization) {
  const { key } = await createKey(t, org, { name: 'site widget', type: 'publishable', allowedOrigins: [SHOP] });
  const as = (visitor: string) => ({ Origin: SHOP, 'X-Forwarded-For': visitor });
  return {
    config: (visitor: string) => fetch(`${t.url}/v1/widget/config`, { headers: { ...bearer(key), ...as(visitor) } }),
    chat: (visitor: string) => postJson(t.url, '/v1/chat', key, { message: 'What is the refund policy?' }, { headers: as(visitor) }),
  };
}

const ask = (t: TestApp, key: string) => postJson(t.url, '/v1/chat', key, { message: 'What is the refund policy?' });

/**
 * A publishable key sits in a web page and a script can send any Origin, so widget traffic is budgeted apart
 * from the owner's secret keys: an anonymous visitor must not lock the owner out of their own API.
 */
describe('widget traffic cannot starve its organization (Free plan)', () => {
  describe('requests per minute', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ TRUST_PROXY: '1', ...redis });
    });
    afterAll(() => t.close());
    beforeEach(() => awayFromMinuteEdge());

    it('counts the widget apart: a visitor using the plan minute leaves the admin key its own', async () => {
      const org = await createOrganization(t, 'free');
      const widget = await widgetOf(t, org);
      const visitor = freshAddress();
      expect((await widget.config(visitor)).status).toBe(200);
      expect((await widget.chat(visitor)).status).toBe(200);
      expect((await widget.chat(visitor)).status).toBe(429);

      const first = await fetch(`${t.url}/v1/apikeys`, { headers: bearer(org.adminKey) });
      expect(first.status).toBe(200);
      expect(first.headers.get('x-ratelimit-limit')).toBe('2');
      expect(first.headers.get('x-ratelimit-remaining')).toBe('1');
      expect((await ask(t, org.adminKey)).status).toBe(200);
    });
  });

  describe('chat queries per day (5 on Free: the widget may use 3, each visitor 2)', () => {
    let t: TestApp;
    beforeAll(async () => {
      // The minute budget is the other test's subject: lift it here.
      t = await startTestApp({ TRUST_PROXY: '1', PLANS_JSON: JSON.stringify({ free: { requestsPerMinute: 1000 } }), ...redis });
    });
    afterAll(() => t.close());

    it('stops widget chats at their share and each visitor at theirs, and the admin key still gets its calls', async () => {
      const org = await createOrganization(t, 'free');
      const widget = await widgetOf(t, org);
      const [ann, bob, cem] = [freshAddress(), freshAddress(), freshAddress()];

      expect((await widget.chat(ann)).status).toBe(200);
      expect((await widget.chat(ann)).status).toBe(200);
      const annAgain = await widget.chat(ann);
      expect(annAgain.status).toBe(429);
      expect(await annAgain.json()).toMatchObject({
        code: 'daily_quota_exceeded',
        error: 'You have asked 2 questions here today, the most this site allows one visitor. You can ask again after 00:00 UTC.',
      });
      expect((await widget.chat(bob)).status).toBe(200);
      const cemFirst = await widget.chat(cem);
      expect(cemFirst.status).toBe(429);
      expect(await cemFirst.json()).toMatchObject({
        code: 'daily_quota_exceeded',
        error: "This site's assistant has answered all the questions it can today. You can ask again after 00:00 UTC.",
      });

      expect((await ask(t, org.adminKey)).status).toBe(200);
      expect((await ask(t, org.adminKey)).status).toBe(200);
      const third = await ask(t, org.adminKey);
      expect(third.status).toBe(429);
      expect((await third.json()).error).toBe('The Free plan allows 5 chat queries per day. The quota resets at 00:00 UTC.');
    });

    it('gives widget chats refused for the day nothing: the admin key still has all it was kept', async () => {
      const org = await createOrganization(t, 'free');
      const widget = await widgetOf(t, org);
      const visitors = Array.from({ length: 8 }, () => freshAddress());
      const answers = await Promise.all(visitors.map((v) => widget.chat(v)));
      expect(answers.map((a) => a.status).filter((status) => status === 200)).toHaveLength(3);
      const admin = await Promise.all(Array.from({ length: 4 }, () => ask(t, org.adminKey)));
      expect(admin.map((a) => a.status).sort()).toEqual([200, 200, 429, 429]);
    });
  });
});
