import { createOrganization } from './support/api-keys.js';
import { DashboardBrowser } from './support/dashboard-session.js';
import { upload } from './support/documents.js';
import { OpenAiCompatibleServer } from './support/openai-compatible-server.js';
import { makePdf } from './support/pdf-fixtures.js';
import { MATRIX_ENV } from './support/scope-matrix.js';
import { SITE_ORIGIN, startAccountsApp } from './support/site-session.js';
import type { SmtpCapture } from './support/smtp-capture.js';
import type { TestApp } from './support/test-app.js';

const DASHBOARD_PER_MINUTE = '5000';

/** The dashboard calls /v1 with the site's session cookie and acts as its organization's admin. */
describe('the session principal on /v1', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let llm: OpenAiCompatibleServer;
  let close: () => Promise<void>;
  let dashboard: DashboardBrowser;

  beforeAll(async () => {
    llm = await new OpenAiCompatibleServer().start();
    ({ t, smtp, close } = await startAccountsApp({ ...MATRIX_ENV, RATE_LIMIT_DASHBOARD_PER_MINUTE: DASHBOARD_PER_MINUTE, INGESTION_POLL_MS: '100', LLM_BASE_URL: llm.url, LLM_MODEL: 'local-test' }));
    dashboard = await DashboardBrowser.signUp(t, smtp, 'dana@example.com');
  });
  afterAll(async () => {
    await close();
    await llm.stop();
  });

  it('uploads, lists, chats and deletes with the cookie alone', async () => {
    const pdf = await makePdf({ pages: ['Refunds are accepted within 30 days of purchase.'] });
    const created = await dashboard.upload(pdf, 'refunds.pdf');
    expect(created.status).toBe(201);
    const { id } = await created.json();

    const list = await dashboard.call('GET', '/v1/documents');
    expect(list.status).toBe(200);
    expect((await list.json()).map((d: { id: string }) => d.id)).toEqual([id]);

    let document: { status: string } = { status: 'processing' };
    for (let i = 0; i < 300 && document.status === 'processing'; i++) {
      document = await (await dashboard.call('GET', `/v1/documents/${id}`)).json();
      if (document.status === 'processing') await new Promise((r) => setTimeout(r, 100));
    }
    expect(document.status).toBe('processed');

    const chat = await dashboard.call('POST', '/v1/chat', { body: { message: 'How long do refunds take?', session_id: 'dash_1' } });
    expect(chat.status).toBe(200);
    expect((await chat.json()).answer_status).toBeDefined();

    const deleted = await dashboard.call('DELETE', `/v1/documents/${id}`);
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ message: 'Document deleted.', document_id: id });
  });

  it('holds every scope, like the admin key: it can mint a widget key', async () => {
    const res = await dashboard.call('POST', '/v1/apikeys', { body: { name: 'site widget', type: 'publishable', allowed_origins: ['https://shop.example'] } });
    expect(res.status).toBe(201);
    expect((await res.json()).key).toMatch(/^pw_pk_/);
  });

  it("sees only its own organization's records", async () => {
    const other = await createOrganization(t, 'enterprise', 'Other');
    const id = (await upload(t, other.adminKey, await makePdf(), 'theirs.pdf')).body.id;
    expect((await dashboard.call('GET', `/v1/documents/${id}`)).status).toBe(404);
    expect((await dashboard.call('DELETE', `/v1/documents/${id}`)).status).toBe(404);
  });

  it("is limited per user on the dashboard's own minute, with X-RateLimit-* headers", async () => {
    const res = await dashboard.call('GET', '/v1/documents');
    expect(res.headers.get('x-ratelimit-limit')).toBe(DASHBOARD_PER_MINUTE);
    expect(Number(res.headers.get('x-ratelimit-remaining'))).toBeLessThan(Number(DASHBOARD_PER_MINUTE));
  });

  describe('CSRF', () => {
    const refused = { error: 'This request did not come from the Pagewise site and was refused.', code: 'csrf_origin_refused', request_id: expect.any(String) };

    it('refuses a state-changing call marked Sec-Fetch-Site: cross-site', async () => {
      const res = await dashboard.call('POST', '/v1/apikeys', { body: { name: 'x', scopes: ['documents:list'] }, headers: { 'Sec-Fetch-Site': 'cross-site' } });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual(refused);
    });

    it('refuses a state-changing call from a foreign Origin, and a foreign Referer without Origin', async () => {
      const foreign = await dashboard.call('DELETE', '/v1/documents/00000000-0000-4000-8000-000000000000', { origin: 'https://evil.example' });
      expect(foreign.status).toBe(403);
      expect(await foreign.json()).toEqual(refused);
      const referer = await dashboard.call('POST', '/v1/apikeys', { body: { name: 'x', scopes: ['documents:list'] }, origin: null, headers: { Referer: 'https://evil.example/page' } });
      expect(referer.status).toBe(403);
    });

    it('refuses a read from a foreign Origin, and allows one without Origin or from the site', async () => {
      expect((await dashboard.call('GET', '/v1/documents', { origin: 'https://evil.example' })).status).toBe(403);
      expect((await dashboard.call('GET', '/v1/documents', { origin: null })).status).toBe(200);
      expect((await dashboard.call('GET', '/v1/documents', { origin: SITE_ORIGIN })).status).toBe(200);
    });
  });

  describe('CORS', () => {
    it('grants credentials to the site on /v1, and answers other origins without them', async () => {
      const site = await fetch(`${t.url}/v1/documents`, { method: 'OPTIONS', headers: { Origin: SITE_ORIGIN, 'Access-Control-Request-Method': 'GET' } });
      expect(site.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
      expect(site.headers.get('access-control-allow-credentials')).toBe('true');
      const widget = await fetch(`${t.url}/v1/chat`, { method: 'OPTIONS', headers: { Origin: 'https://shop.example', 'Access-Control-Request-Method': 'POST' } });
      expect(widget.headers.get('access-control-allow-origin')).toBe('https://shop.example');
      expect(widget.headers.get('access-control-allow-credentials')).toBeNull();
    });
  });

  it('answers 401 without a cookie or key, with the missing-key body', async () => {
    const res = await fetch(`${t.url}/v1/documents`);
    expect(res.status).toBe(401);
    expect((await res.json()).code).toBe('invalid_api_key');
  });

  it('answers 401 session_expired for a cookie that no longer names a live session', async () => {
    const res = await fetch(`${t.url}/v1/documents`, { headers: { Cookie: 'pw_access=not.a.jwt' } });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'Session expired. Please log in again.', code: 'session_expired', request_id: expect.any(String) });
    expect(res.headers.get('x-ratelimit-limit')).toBe(MATRIX_ENV.RATE_LIMIT_ADMIN_PER_MINUTE);

    const signedOut = await DashboardBrowser.signIn(t, 'dana@example.com');
    const cookie = signedOut.cookie;
    await signedOut.site.post('logout/');
    const afterLogout = await fetch(`${t.url}/v1/documents`, { headers: { Cookie: cookie } });
    expect(afterLogout.status).toBe(401);
    expect((await afterLogout.json()).code).toBe('session_expired');
  });

  it('lets a bearer key decide when both a key and a cookie are sent', async () => {
    const res = await fetch(`${t.url}/v1/documents`, { headers: { Cookie: dashboard.cookie, Authorization: 'Bearer pw_sk_' + '0'.repeat(40) } });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: 'Invalid API key.', code: 'invalid_api_key' });
  });
});
