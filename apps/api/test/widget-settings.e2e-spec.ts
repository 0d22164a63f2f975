import { bearer, createKey, createOrganization, type TestOrganization } from './support/api-keys.js';
import { DashboardBrowser } from './support/dashboard-session.js';
import { MATRIX_ENV } from './support/scope-matrix.js';
import { startAccountsApp } from './support/site-session.js';
import type { TestApp } from './support/test-app.js';

describe('widget settings: GET and PATCH /v1/widget/settings, reflected in /v1/widget/config', () => {
  let t: TestApp;
  let close: () => Promise<void>;
  let pro: TestOrganization;
  let dashboard: DashboardBrowser;

  beforeAll(async () => {
    const started = await startAccountsApp(MATRIX_ENV);
    ({ t, close } = started);
    pro = await createOrganization(t, 'pro', 'Acme Pro');
    dashboard = await DashboardBrowser.signUp(t, started.smtp, 'wendy@example.com');
  });
  afterAll(() => close());

  const patch = (key: string, body: unknown) =>
    fetch(`${t.url}/v1/widget/settings`, { method: 'PATCH', headers: { ...bearer(key), 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const settings = async (key: string) => (await fetch(`${t.url}/v1/widget/settings`, { headers: bearer(key) })).json();
  const config = async (key: string) => (await fetch(`${t.url}/v1/widget/config`, { headers: bearer(key) })).json();

  it('starts at the defaults, with badge_removable from the plan', async () => {
    expect(await settings(pro.adminKey)).toEqual({
      title: 'Ask our documents',
      greeting: 'Hi! Ask me anything about our documents.',
      accent_color: '#4f46e5',
      theme: 'auto',
      position: 'bottom-right',
      hide_badge: false,
      badge_removable: true,
      starter_questions: [],
      links_clickable: false,
      page_viewer: false,
    });
  });

  it('saves the fields sent, and the widget reads them from /v1/widget/config', async () => {
    const res = await patch(pro.adminKey, { title: '  Ask Acme ', accent_color: '#0F766E', theme: 'dark', position: 'bottom-left', hide_badge: true });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      title: 'Ask Acme',
      greeting: 'Hi! Ask me anything about our documents.',
      accent_color: '#0f766e',
      theme: 'dark',
      position: 'bottom-left',
      hide_badge: true,
      badge_removable: true,
      starter_questions: [],
      links_clickable: false,
      page_viewer: false,
    });
    const widgetKey = await createKey(t, pro, { name: 'site', type: 'publishable', allowedOrigins: ['https://acme.example'] });
    const seen = await (await fetch(`${t.url}/v1/widget/config`, { headers: { ...bearer(widgetKey.key), Origin: 'https://acme.example' } })).json();
    expect(seen).toEqual({
      organization_name: 'Acme Pro',
      title: 'Ask Acme',
      greeting: 'Hi! Ask me anything about our documents.',
      accent_color: '#0f766e',
      theme: 'dark',
      position: 'bottom-left',
      show_badge: false,
      links_clickable: false,
      page_viewer: false,
      plan: 'pro',
      starter_questions: [],
    });
  });

  it('lets the owner make links in answers followable (links_clickable, off by default), and the widget reads it', async () => {
    const res = await patch(pro.adminKey, { links_clickable: true });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ links_clickable: true });
    expect(await config(pro.adminKey)).toMatchObject({ links_clickable: true });
    expect((await patch(pro.adminKey, { links_clickable: false })).status).toBe(200);
    expect(await config(pro.adminKey)).toMatchObject({ links_clickable: false });
  });

  it('puts a field back to its default with null, and leaves the others', async () => {
    await patch(pro.adminKey, { title: null, position: null });
    expect(await config(pro.adminKey)).toMatchObject({ title: 'Ask our documents', position: 'bottom-right', theme: 'dark', accent_color: '#0f766e' });
  });

  it.each([
    [{ accent_color: 'teal' }, 'accent_color must be a colour in the form #rrggbb, such as #4f46e5.'],
    [{ accent_color: '#abc' }, 'accent_color must be a colour in the form #rrggbb, such as #4f46e5.'],
    [{ title: 'x'.repeat(61) }, 'title must be at most 60 characters.'],
    [{ title: '   ' }, 'title cannot be empty. Send null to use the default.'],
    [{ greeting: 42 }, 'greeting must be text.'],
    [{ greeting: 'x'.repeat(301) }, 'greeting must be at most 300 characters.'],
    [{ theme: 'blue' }, 'theme must be one of light, dark, auto.'],
    [{ position: 'top-left' }, 'position must be one of bottom-right, bottom-left.'],
    [{ hide_badge: 'yes' }, 'hide_badge must be true or false.'],
    [{ links_clickable: 'yes' }, 'links_clickable must be true or false.'],
    [{ page_viewer: 'yes' }, 'page_viewer must be true or false.'],
    [{ badge_removable: true }, 'badge_removable is not a widget setting. Settings are title, greeting, accent_color, theme, position, hide_badge, starter_questions, links_clickable, page_viewer.'],
  ])('refuses %j with 422 and a sentence naming the field', async (body, error) => {
    const res = await patch(pro.adminKey, body);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ error, code: 'validation_failed', request_id: expect.any(String) });
  });

  it("refuses hide_badge on the Free plan with 403 naming the plan, and changes nothing of that request", async () => {
    const res = await dashboard.call('PATCH', '/v1/widget/settings', { body: { title: 'Free help', hide_badge: true } });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: 'The Free plan always shows the "Powered by Pagewise" badge. Upgrade to Pro to hide it.',
      code: 'plan_limit_reached',
      request_id: expect.any(String),
    });
    const view = await (await dashboard.call('GET', '/v1/widget/settings')).json();
    expect(view).toMatchObject({ title: 'Ask our documents', hide_badge: false, badge_removable: false });
  });

  it('lets the dashboard session read and change the settings', async () => {
    const res = await dashboard.call('PATCH', '/v1/widget/settings', { body: { greeting: 'Hello from Wendy', position: 'bottom-left' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ greeting: 'Hello from Wendy', position: 'bottom-left', hide_badge: false, badge_removable: false });
    expect(await (await dashboard.call('GET', '/v1/widget/config')).json()).toMatchObject({ greeting: 'Hello from Wendy', position: 'bottom-left', show_badge: true, plan: 'free' });
  });

  it('is for the admin principal only: scoped and publishable keys get 403 admin_required', async () => {
    const scoped = await createKey(t, pro, { name: 'all scopes', scopes: ['documents:list', 'documents:upload', 'documents:delete', 'chat:query', 'chat:history', 'analytics:view', 'apikeys:revoke'] });
    const widgetKey = await createKey(t, pro, { name: 'site 2', type: 'publishable', allowedOrigins: ['https://acme.example'] });
    for (const [key, headers] of [[scoped.key, {}], [widgetKey.key, { Origin: 'https://acme.example' }]] as const) {
      for (const method of ['GET', 'PATCH']) {
        const res = await fetch(`${t.url}/v1/widget/settings`, { method, headers: { ...bearer(key), ...headers, 'Content-Type': 'application/json' }, body: method === 'PATCH' ? '{"title":"x"}' : undefined });
        expect(res.status).toBe(403);
        expect(await res.json()).toEqual({ error: 'Only the admin key, or a signed-in user on the dashboard, can do this.', code: 'admin_required', request_id: expect.any(String) });
      }
    }
    expect((await fetch(`${t.url}/v1/widget/settings`)).status).toBe(401);
  });
});
