import { bearer, createKey, createOrganization } from './support/api-keys.js';
import { DashboardBrowser } from './support/dashboard-session.js';
import { MATRIX_ENV } from './support/scope-matrix.js';
import { personalSignup, SiteBrowser, startAccountsApp } from './support/site-session.js';
import type { SmtpCapture } from './support/smtp-capture.js';
import type { TestApp } from './support/test-app.js';

describe('POST /v1/apikeys/admin/regenerate', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let close: () => Promise<void>;

  beforeAll(async () => ({ t, smtp, close } = await startAccountsApp(MATRIX_ENV)));
  afterAll(() => close());

  const regenerate = (key: string) => fetch(`${t.url}/v1/apikeys/admin/regenerate`, { method: 'POST', headers: bearer(key) });
  const listKeys = (key: string) => fetch(`${t.url}/v1/apikeys`, { headers: bearer(key) });

  it('returns the new admin key once, and the old one answers 401 on its next request', async () => {
    const org = await createOrganization(t, 'pro');
    const res = await regenerate(org.adminKey);
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual({
      api_key: expect.objectContaining({ name: 'Admin key', type: 'secret', is_admin: true, status: 'active', expires_at: null }),
      key: expect.stringMatching(/^pw_sk_/),
    });
    expect(body.key.startsWith(body.api_key.key_prefix)).toBe(true);

    const old = await listKeys(org.adminKey);
    expect(old.status).toBe(401);
    expect(await old.json()).toEqual({ error: 'This API key has been revoked.', code: 'invalid_api_key', request_id: expect.any(String) });

    const fresh = await listKeys(body.key);
    expect(fresh.status).toBe(200);
    const admins = (await fresh.json()).filter((k: { is_admin: boolean }) => k.is_admin);
    expect(admins.map((k: { status: string }) => k.status).sort()).toEqual(['active', 'revoked']);
  });

  it('refuses scoped keys, even one with every scope it may hold, with 403 admin_required', async () => {
    const org = await createOrganization(t, 'enterprise');
    const scoped = await createKey(t, org, { name: 'team', scopes: ['apikeys:revoke', 'documents:list'] });
    const res = await regenerate(scoped.key);
    expect(res.status).toBe(403);
    expect((await res.json()).code).toBe('admin_required');
    expect((await listKeys(org.adminKey)).status).toBe(200);
  });

  it('is how a dashboard user gets the admin key: signup shows none, the session regenerates it', async () => {
    const site = new SiteBrowser(t.url);
    const signup = await site.post('signup/', personalSignup('kim@example.com'));
    expect(signup.status).toBe(201);
    expect(JSON.stringify(signup.body)).not.toMatch(/pw_sk_/);

    const dashboard = await DashboardBrowser.signUp(t, smtp, 'lee@example.com');
    const res = await dashboard.call('POST', '/v1/apikeys/admin/regenerate');
    expect(res.status).toBe(201);
    const { key } = await res.json();
    expect((await listKeys(key)).status).toBe(200);

    const again = await dashboard.call('POST', '/v1/apikeys/admin/regenerate');
    const second = (await again.json()).key;
    expect((await listKeys(key)).status).toBe(401);
    expect((await listKeys(second)).status).toBe(200);

    const foreign = await dashboard.call('POST', '/v1/apikeys/admin/regenerate', { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect((await listKeys(second)).status).toBe(200);
  });
});
