import { DashboardBrowser } from './support/dashboard-session.js';
import { awayFromMinuteEdge } from './support/rate-limits.js';
import { startAccountsApp } from './support/site-session.js';
import type { SmtpCapture } from './support/smtp-capture.js';
import type { TestApp } from './support/test-app.js';

/**
 * A Free organization has 2 API requests a minute. Its owner's dashboard session is not API traffic: it has a
 * minute of its own per user (RATE_LIMIT_DASHBOARD_PER_MINUTE), and does not use the plan's minute.
 */
describe("the dashboard's session on a Free plan", () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let close: () => Promise<void>;
  let dashboard: DashboardBrowser;

  beforeAll(async () => {
    ({ t, smtp, close } = await startAccountsApp({ RATE_LIMIT_DASHBOARD_PER_MINUTE: '12' }));
    dashboard = await DashboardBrowser.signUp(t, smtp, 'free-owner@example.com');
  });
  afterAll(() => close());

  it("opens every screen without the plan's 2 requests a minute, and is bounded by its own minute", async () => {
    await awayFromMinuteEdge(15_000);
    // Home, Documents and Keys ask for these; far more than 2 in a minute.
    const paths = ['/v1/documents', '/v1/apikeys', '/v1/analytics/usage?days=90', '/v1/documents', '/v1/apikeys', '/v1/analytics/usage?days=30'];
    for (const path of paths) {
      const res = await dashboard.call('GET', path);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-ratelimit-limit')).toBe('12');
    }
    // The plan's minute is untouched: the organization's admin key still has both of its requests.
    const regenerated = await dashboard.call('POST', '/v1/apikeys/admin/regenerate');
    expect(regenerated.status).toBe(201);
    const adminKey = (await regenerated.json()).key as string;
    const asKey = () => fetch(`${t.url}/v1/documents`, { headers: { Authorization: `Bearer ${adminKey}` } });
    const first = await asKey();
    expect(first.status).toBe(200);
    expect(first.headers.get('x-ratelimit-limit')).toBe('2');
    expect((await asKey()).status).toBe(200);
    expect((await asKey()).status).toBe(429);

    // The session still answers (its own minute), until that minute is used up: then 429 with a sentence.
    let answer: Response | undefined;
    for (let i = 0; i < 12; i++) {
      answer = await dashboard.call('GET', '/v1/documents');
      if (answer.status === 429) break;
    }
    expect(answer!.status).toBe(429);
    expect(answer!.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await answer!.json()).toMatchObject({ code: 'rate_limit_exceeded', error: 'Rate limit exceeded. Please try again in a few seconds.' });
  }, 60_000);
});
