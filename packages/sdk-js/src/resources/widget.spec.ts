import { http, HttpResponse } from 'msw';
import { BASE, client, mockApi } from '../../test/support/server.js';

const server = mockApi();

test('starter questions are saved with settings.update and suggested by settings.suggestStarterQuestions', async () => {
  let body: unknown;
  server.use(
    http.patch(`${BASE}/v1/widget/settings`, async ({ request }) => {
      body = await request.json();
      return HttpResponse.json({ starter_questions: ['Refunds?'] });
    }),
    http.get(`${BASE}/v1/widget/starter-questions/suggestions`, () =>
      HttpResponse.json({ suggestions: [{ question: 'What should I know about refunds?', source: 'heading', document: { document_id: 'd1', name: 'handbook.pdf', page: 3 } }] }),
    ),
  );
  expect((await client().widget.settings.update({ starter_questions: ['Refunds?'] })).starter_questions).toEqual(['Refunds?']);
  expect(body).toEqual({ starter_questions: ['Refunds?'] });
  const { suggestions } = await client().widget.settings.suggestStarterQuestions();
  expect(suggestions[0]).toMatchObject({ question: 'What should I know about refunds?', source: 'heading' });
});
