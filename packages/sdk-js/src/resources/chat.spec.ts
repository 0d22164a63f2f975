import { http, HttpResponse } from 'msw';
import { BASE, client, mockApi } from '../../test/support/server.js';
import type { ChatHistory } from '../types.js';

const server = mockApi();

test('send posts the message with session, context and metadata and returns the cited answer', async () => {
  const reply = {
    answer: 'Refunds take 14 days.',
    source_documents: [{ document_id: 'doc_1', name: 'handbook.pdf', page: 4, confidence: 0.8, snippet: '…', highlight: null }],
    token_usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
    session_id: 'session_1',
  };
  let body: unknown;
  server.use(
    http.post(`${BASE}/v1/chat`, async ({ request }) => {
      body = await request.json();
      return HttpResponse.json(reply);
    }),
  );
  const params = { message: 'Refunds?', session_id: 'session_1', context: true, metadata: { ip_address: '10.0.0.1' } };
  expect(await client().chat.send(params)).toEqual(reply);
  expect(body).toEqual(params);
});

test('feedback posts the rating of one answer and returns it as stored', async () => {
  let body: unknown;
  server.use(
    http.post(`${BASE}/v1/chat/feedback`, async ({ request }) => {
      body = await request.json();
      return HttpResponse.json({ message_id: 'm1', rating: 'down', comment: 'Wrong page.', rated_at: '2026-11-23T00:00:00.000Z' });
    }),
  );
  const params = { message_id: 'm1', rating: 'down' as const, comment: 'Wrong page.', session_id: 'session_1' };
  expect(await client().chat.feedback(params)).toMatchObject({ rating: 'down', comment: 'Wrong page.' });
  expect(body).toEqual(params);
});

/** A session of `total` messages served `limit` at a time, like GET /v1/chat/history. */
function historyOf(total: number) {
  const asked: string[] = [];
  server.use(
    http.get(`${BASE}/v1/chat/history`, ({ request }) => {
      const url = new URL(request.url);
      asked.push(url.search);
      const limit = Number(url.searchParams.get('limit') ?? 10);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const messages = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => ({
        message_id: `m${offset + i}`,
        message: `q${offset + i}`,
        response: `a${offset + i}`,
        timestamp: '2026-11-23T00:00:00.000Z',
        answer_status: 'answered' as const,
        source_documents: [{ document_id: 'd1', name: 'handbook.pdf', page: 2, confidence: 0.8, snippet: `s${offset + i}`, highlight: null }],
      }));
      return HttpResponse.json({ session_id: url.searchParams.get('session_id') ?? '', messages, total } satisfies ChatHistory);
    }),
  );
  return asked;
}

test('history: await gives one page', async () => {
  const asked = historyOf(25);
  const page = await client().chat.history({ session_id: 'session_1', limit: 10, offset: 20 });
  expect(page.messages.map((m) => m.message)).toEqual(['q20', 'q21', 'q22', 'q23', 'q24']);
  expect(page.total).toBe(25);
  // Each answer keeps its status and sources, typed as the chat response's.
  expect(page.messages[0]).toMatchObject({ answer_status: 'answered', source_documents: [{ name: 'handbook.pdf', page: 2, snippet: 's20' }] });
  expect(asked).toEqual(['?session_id=session_1&limit=10&offset=20']);
});

test('history: for await walks every page from the offset, fetching each once', async () => {
  const asked = historyOf(25);
  const pages: string[][] = [];
  for await (const page of client().chat.history({ session_id: 'session_1', limit: 10 })) {
    pages.push(page.messages.map((m) => m.message));
  }
  expect(pages.map((p) => p.length)).toEqual([10, 10, 5]);
  expect(pages.flat()[24]).toBe('q24');
  expect(asked).toHaveLength(3);
});

test('history: an empty session is one empty page', async () => {
  historyOf(0);
  const pages: ChatHistory[] = [];
  for await (const page of client().chat.history({ session_id: 'session_new' })) pages.push(page);
  expect(pages).toEqual([{ session_id: 'session_new', messages: [], total: 0 }]);
});

test('sessions lists the conversations of a range with paging, and exportSessions returns the file as a Blob', async () => {
  const asked: string[] = [];
  const list = { from: '2026-11-01', to: '2026-11-30', total: 1, sessions: [{ session_id: 's1', first_question: 'Refunds?', turns: 2, not_found: 0, rated_down: 0, started_at: '2026-11-02T00:00:00.000Z', last_activity_at: '2026-11-02T00:01:00.000Z', source: { kind: 'widget', key_name: 'Site' } }] };
  server.use(
    http.get(`${BASE}/v1/chat/sessions`, ({ request }) => {
      asked.push(new URL(request.url).search);
      return HttpResponse.json(list);
    }),
    http.get(`${BASE}/v1/chat/sessions/export`, ({ request }) => {
      asked.push(new URL(request.url).search);
      return new HttpResponse('session_id,question\r\ns1,Refunds?\r\n', { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
    }),
  );
  expect(await client().chat.sessions({ from: '2026-11-01', to: '2026-11-30', limit: 10, source: 'widget' })).toEqual(list);
  const blob = await client().chat.exportSessions({ format: 'csv', from: '2026-11-01', to: '2026-11-30' });
  expect(await blob.text()).toBe('session_id,question\r\ns1,Refunds?\r\n');
  expect(asked).toEqual(['?from=2026-11-01&to=2026-11-30&limit=10&source=widget', '?format=csv&from=2026-11-01&to=2026-11-30']);
});
