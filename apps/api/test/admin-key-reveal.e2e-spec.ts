import { DashboardBrowser } from './support/dashboard-session.js';
import { useAccountsApp } from './support/site-session.js';

/** The admin key made at signup is shown once, on the dashboard; the home's key count is the plan cap's count. */
describe('the admin key of a new account', () => {
  const app = useAccountsApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });

  it('is unseen after signup, shown once with a working secret, then refused with a way forward', async () => {
    const dashboard = await DashboardBrowser.signUp(app.t, app.smtp, 'owner@example.com');
    const before = await dashboard.site.get('dashboard/');
    expect(before.body.admin_key).toEqual({ shown: false });
    expect(before.body.usage.api_keys).toBe(1);

    const revealed = await dashboard.site.post('dashboard/admin-key/');
    expect(revealed.status).toBe(201);
    expect(revealed.body.key).toMatch(/^pw_sk_/);
    expect(revealed.body.api_key).toMatchObject({ is_admin: true, status: 'active', key_prefix: revealed.body.key.slice(0, 12) });
    const current = await fetch(`${app.t.url}/v1/apikeys/current`, { headers: { Authorization: `Bearer ${revealed.body.key}` } });
    expect(current.status).toBe(200);
    expect((await current.json()).is_admin).toBe(true);
    // Still the one admin key the account started with.
    const [{ n }] = await app.db.query(`SELECT count(*)::int AS n FROM api_keys WHERE kind = 'admin' AND organization_id = $1`, [before.body.organization.id]);
    expect(n).toBe(1);

    expect((await dashboard.site.get('dashboard/')).body.admin_key).toEqual({ shown: true });
    const again = await dashboard.site.post('dashboard/admin-key/');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('The admin key was shown once already and cannot be shown again. Regenerate it to get a new one.');
    expect(again.body.key).toBeUndefined();
  });

  it('is shown to one of two requests that race for it', async () => {
    const dashboard = await DashboardBrowser.signUp(app.t, app.smtp, 'racer@example.com');
    const answers = await Promise.all([dashboard.site.post('dashboard/admin-key/'), dashboard.site.post('dashboard/admin-key/'), dashboard.site.post('dashboard/admin-key/')]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
  });

  it('is not shown without a session', async () => {
    const res = await fetch(`${app.t.url}/api/auth/dashboard/admin-key/`, { method: 'POST', headers: { Origin: 'http://localhost:3000' } });
    expect(res.status).toBe(401);
  });

  it('counts live secret keys on home, as the plan cap does: publishable keys are not counted', async () => {
    const dashboard = await DashboardBrowser.signUp(app.t, app.smtp, 'widgets@example.com');
    const widget = await dashboard.call('POST', '/v1/apikeys', { body: { name: 'site', type: 'publishable', allowed_origins: ['https://shop.example'] } });
    expect(widget.status).toBe(201);
    expect((await dashboard.site.get('dashboard/')).body.usage.api_keys).toBe(1);
  });
});
