import { startTestApp, type TestApp } from './support/test-app.js';

describe('GET /v1/plans, the public plan catalogue', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ BACKGROUND_JOBS: 'false', PLANS_JSON: JSON.stringify({ free: { queriesPerDay: 7 } }) });
  });
  afterAll(() => t.close());

  it('answers without a key, cacheable, with prices, features and the limits this server enforces', async () => {
    const res = await fetch(`${t.url}/v1/plans`, { headers: { Origin: 'https://any-site.example' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(res.headers.get('access-control-allow-origin')).toBe('https://any-site.example');
    const { plans } = await res.json();
    expect(plans.map((p: { name: string }) => p.name)).toEqual(['free', 'pro', 'enterprise']);
    const [free, pro, enterprise] = plans;
    expect(free).toMatchObject({ title: 'Free', monthly_price: 0, yearly_price: 0, currency: 'INR', button_text: 'Get Started Free', popular: false });
    expect(pro).toMatchObject({ title: 'Pro', monthly_price: 1000, yearly_price: 10000, button_text: 'Start Free Trial', popular: true });
    expect(enterprise).toMatchObject({ title: 'Enterprise', monthly_price: null, yearly_price: null, button_text: 'Coming Soon', popular: false });
    expect(free.limits).toEqual({
      max_documents: 1,
      max_file_bytes: 500 * 1024,
      queries_per_day: 7,
      requests_per_minute: 2,
      max_api_keys: 1,
      max_webhook_endpoints: 1,
      scoped_keys_allowed: false,
      badge_removable: false,
      answer_language: 'en',
      analytics: 'basic',
    });
    // The feature lines follow the enforced numbers, not a copy of them.
    expect(free.features.slice(0, 2)).toEqual(['1 PDF, up to 500KB (about 2-3 pages)', '7 chat queries per day']);
    expect(pro.features).toContain('3 API keys (admin + 2 scoped)');
    // The analytics level is a field of the catalogue, and the pricing page's line is written from it.
    expect(free.features).toContain('Basic analytics: daily usage counts');
    expect([pro.limits.analytics, enterprise.limits.analytics]).toEqual(['advanced', 'advanced']);
    expect(pro.features).toContain('Advanced analytics: questions most asked, not answered and rated down');
    expect(enterprise.features).toContain('Advanced analytics: questions most asked, not answered and rated down');
    expect(enterprise.limits.max_documents).toBeNull();
  });

  it('is in the OpenAPI document without a security requirement', async () => {
    const document = await (await fetch(`${t.url}/v1/openapi.json`)).json();
    const operation = document.paths['/v1/plans'].get;
    expect(operation.security).toBeUndefined();
    expect(JSON.stringify(operation.responses['200'])).toContain('#/components/schemas/PlanCatalogView');
  });
});
