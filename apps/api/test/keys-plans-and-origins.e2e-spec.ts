import { WidgetConfigService } from '../src/widget-config/widget-config.service.js';
import { bearer, createKey, createOrganization } from './support/api-keys.js';
import { MATRIX_ENV } from './support/scope-matrix.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const SITE = 'http://localhost:3000';
const SHOP = 'https://shop.example.com';

describe('plan limits for keys, publishable keys and browser origins', () => {
  let t: TestApp;
  const call = async (method: string, path: string, key: string, options: { body?: unknown; origin?: string } = {}) => {
    const res = await fetch(`${t.url}${path}`, {
      method,
      headers: {
        ...bearer(key),
        ...(options.body ? { 'Content-Type': 'application/json' } : {}),
        ...(options.origin ? { Origin: options.origin } : {}),
      },
      body: options.body ? JSON.stringify(options.body) : undefined,
    });
    return { status: res.status, body: await res.json() };
  };
  const create = (key: string, body: unknown) => call('POST', '/v1/apikeys', key, { body });

  beforeAll(async () => {
    t = await startTestApp({ ...MATRIX_ENV, SITE_URL: SITE });
  });
  afterAll(() => t.close());

  describe('plan caps', () => {
    it('Free: the admin key only', async () => {
      const org = await createOrganization(t, 'free');
      const res = await create(org.adminKey, { name: 'team', scopes: ['chat:query'] });
      expect(res).toMatchObject({ status: 403, body: { code: 'plan_limit_reached' } });
      expect(res.body.error).toBe('The Free plan allows 1 API key (the admin key). Upgrade to Pro to create scoped keys.');
    });

    it('Pro: three keys (admin + 2 scoped); a revoked key frees its place', async () => {
      const org = await createOrganization(t, 'pro');
      const first = await create(org.adminKey, { name: 'one', scopes: ['chat:query'] });
      expect(first.status).toBe(201);
      expect((await create(org.adminKey, { name: 'two', scopes: ['documents:list'] })).status).toBe(201);
      const third = await create(org.adminKey, { name: 'three', scopes: ['chat:history'] });
      expect(third).toMatchObject({ status: 403, body: { code: 'plan_limit_reached' } });
      expect(third.body.error).toBe('The Pro plan allows 3 API keys. Revoke a key or upgrade your plan to add another.');
      await call('POST', '/v1/apikeys/revoke', org.adminKey, { body: { key_id: first.body.api_key.id } });
      expect((await create(org.adminKey, { name: 'three', scopes: ['chat:history'] })).status).toBe(201);
    });

    it('Enterprise: no cap', async () => {
      const org = await createOrganization(t, 'enterprise');
      for (let i = 0; i < 6; i++) expect((await create(org.adminKey, { name: `k${i}`, scopes: ['chat:query'] })).status).toBe(201);
    });

    it('publishable widget keys do not count against the cap, even on Free', async () => {
      const org = await createOrganization(t, 'free');
      const res = await create(org.adminKey, { name: 'widget', type: 'publishable', allowed_origins: [SHOP] });
      expect(res.status).toBe(201);
      expect(res.body.key).toMatch(/^pw_pk_[0-9A-Za-z]{32,}$/);
      expect(res.body.api_key).toMatchObject({ type: 'publishable', scopes: ['chat:query'], allowed_origins: [SHOP] });
    });

    it('lists a publishable key with its text (it sits in web pages), and never a secret key\'s', async () => {
      const org = await createOrganization(t, 'pro');
      const widget = await create(org.adminKey, { name: 'widget', type: 'publishable', allowed_origins: [SHOP] });
      const team = await create(org.adminKey, { name: 'team', scopes: ['chat:query'] });
      expect(widget.body.api_key.publishable_key).toBe(widget.body.key);
      const list = await call('GET', '/v1/apikeys', org.adminKey);
      const byName = Object.fromEntries(list.body.map((k: { name: string }) => [k.name, k]));
      expect(byName.widget.publishable_key).toBe(widget.body.key);
      expect(byName.team.publishable_key).toBeNull();
      expect(byName['Admin key'].publishable_key).toBeNull();
      expect(JSON.stringify(list.body)).not.toContain(team.body.key);
      expect(JSON.stringify(list.body)).not.toContain(org.adminKey);
    });
  });

  describe('publishable keys', () => {
    let widgetKey: string;
    beforeAll(async () => {
      const org = await createOrganization(t, 'pro');
      widgetKey = (await createKey(t, org, { name: 'widget', type: 'publishable', allowedOrigins: [`${SHOP}/`, 'http://localhost:5173'] })).key;
    });

    it('work from an allowed origin', async () => {
      const res = await call('GET', '/v1/widget/config', widgetKey, { origin: SHOP });
      expect(res.status).toBe(200);
    });

    it('are refused without an Origin or from another origin', async () => {
      const none = await call('GET', '/v1/widget/config', widgetKey);
      expect(none).toMatchObject({ status: 403, body: { code: 'origin_not_allowed' } });
      const other = await call('GET', '/v1/widget/config', widgetKey, { origin: 'https://evil.example' });
      expect(other).toMatchObject({ status: 403, body: { code: 'origin_not_allowed' } });
      expect(other.body.error).toContain('https://evil.example');
    });

    it('hold chat:query only', async () => {
      const res = await call('GET', '/v1/apikeys', widgetKey, { origin: SHOP });
      expect(res).toMatchObject({ status: 403, body: { code: 'insufficient_scope' } });
    });

    it('must be created with origins and chat:query alone', async () => {
      const org = await createOrganization(t, 'pro');
      const noOrigins = await create(org.adminKey, { name: 'w', type: 'publishable' });
      expect(noOrigins).toMatchObject({ status: 422, body: { code: 'validation_failed' } });
      const wide = await create(org.adminKey, { name: 'w', type: 'publishable', scopes: ['chat:query', 'documents:list'], allowed_origins: [SHOP] });
      expect(wide.body.error).toBe('Publishable keys can only hold the chat:query scope.');
      const path = await create(org.adminKey, { name: 'w', type: 'publishable', allowed_origins: [`${SHOP}/page`] });
      expect(path.status).toBe(422);
    });
  });

  describe('secret keys in browsers', () => {
    it("are refused from any origin but the site's own", async () => {
      const org = await createOrganization(t, 'pro');
      const foreign = await call('GET', '/v1/apikeys', org.adminKey, { origin: SHOP });
      expect(foreign).toMatchObject({ status: 403, body: { code: 'secret_key_in_browser' } });
      expect(foreign.body.error).toMatch(/Use a publishable key/);
      expect((await call('GET', '/v1/apikeys', org.adminKey, { origin: SITE })).status).toBe(200);
      expect((await call('GET', '/v1/apikeys', org.adminKey)).status).toBe(200);
    });
  });

  describe('widget config', () => {
    it('shows the badge on Free and lets paid plans hide it', async () => {
      const free = await createOrganization(t, 'free', 'Acme Free');
      const freeConfig = await call('GET', '/v1/widget/config', free.adminKey);
      expect(freeConfig.body).toEqual({
        organization_name: 'Acme Free',
        title: 'Ask our documents',
        greeting: 'Hi! Ask me anything about our documents.',
        accent_color: '#4f46e5',
        theme: 'auto',
        position: 'bottom-right',
        show_badge: true,
        links_clickable: false,
        starter_questions: [],
        page_viewer: false,
        plan: 'free',
      });
      const widget = t.app.get(WidgetConfigService);
      await widget.update(free.organization, { hideBadge: true });
      expect((await call('GET', '/v1/widget/config', free.adminKey)).body.show_badge).toBe(true);

      const pro = await createOrganization(t, 'pro');
      expect((await call('GET', '/v1/widget/config', pro.adminKey)).body.show_badge).toBe(true);
      await widget.update(pro.organization, { hideBadge: true, title: 'Help', accentColor: '#112233', theme: 'dark' });
      expect((await call('GET', '/v1/widget/config', pro.adminKey)).body).toMatchObject({
        show_badge: false,
        title: 'Help',
        accent_color: '#112233',
        theme: 'dark',
        plan: 'pro',
      });
    });
  });
});
