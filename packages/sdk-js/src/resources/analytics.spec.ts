import { http, HttpResponse } from 'msw';
import { BASE, client, mockApi } from '../../test/support/server.js';

const server = mockApi();

test('analytics.questions reads the report with its view, range and page', async () => {
  const report = {
    from: '2026-11-01',
    to: '2026-11-30',
    view: 'not_answered',
    questions: 12,
    total: 1,
    limit: 10,
    offset: 0,
    wordings: 3,
    truncated: false,
    groups: [
      {
        id: '3f9a1c0b7d2e4a51',
        question: 'How do I reset my password?',
        examples: ['How do I reset my password?'],
        terms: ['password', 'reset'],
        count: 3,
        answered: 0,
        not_found: 3,
        rated_down: 0,
        first_asked: '2026-11-02T10:00:00.000Z',
        last_asked: '2026-11-29T10:00:00.000Z',
        top_document: null,
      },
    ],
  };
  let query = '';
  server.use(
    http.get(`${BASE}/v1/analytics/questions`, ({ request }) => {
      query = new URL(request.url).search;
      return HttpResponse.json(report);
    }),
  );
  expect(await client().analytics.questions({ view: 'not_answered', from: '2026-11-01', to: '2026-11-30', limit: 10 })).toEqual(report);
  expect(new URLSearchParams(query)).toEqual(new URLSearchParams('view=not_answered&from=2026-11-01&to=2026-11-30&limit=10'));
});
