import { http, HttpResponse } from 'msw';
import { BASE, client, mockApi } from '../../test/support/server.js';

const server = mockApi();

test('query.search posts the query and top_k and returns the passages', async () => {
  const results = [{ document_id: 'doc_1', name: 'handbook.pdf', page: 2, text: 'Refunds…', score: 0.9 }];
  let body: unknown;
  server.use(
    http.post(`${BASE}/v1/query`, async ({ request }) => {
      body = await request.json();
      return HttpResponse.json({ results });
    }),
  );
  expect(await client().query.search({ query: 'refunds', top_k: 3 })).toEqual({ results });
  expect(body).toEqual({ query: 'refunds', top_k: 3 });
});

test('analytics.usage and widget.config read their routes', async () => {
  const usage = {
    from: '2026-11-22',
    to: '2026-11-22',
    days: [{ date: '2026-11-22', queries: 4, tokens: 900, documents: 1 }],
    totals: { queries: 4, tokens: 900, documents: 1 },
  };
  const config = {
    organization_name: 'Acme',
    title: 'Ask Acme',
    greeting: 'Hi! Ask me about our documents.',
    accent_color: '#4f46e5',
    theme: 'auto',
    show_badge: true,
    plan: 'free',
  };
  server.use(
    http.get(`${BASE}/v1/analytics/usage`, () => HttpResponse.json(usage)),
    http.get(`${BASE}/v1/widget/config`, () => HttpResponse.json(config)),
  );
  expect(await client().analytics.usage()).toEqual(usage);
  expect(await client().widget.config()).toEqual(config);
});
