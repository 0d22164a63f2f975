import { http, HttpResponse } from 'msw';
import { BASE, client, data, errorBody, mockApi, sse } from '../../test/support/server.js';
import { APIConnectionError, APIError, APIUserAbortError, AuthenticationError, PagewiseError } from '../index.js';

const server = mockApi();

const final = {
  token: '',
  answer_status: 'answered',
  source_documents: [{ document_id: 'doc_1', name: 'handbook.pdf', page: 4, confidence: 0.82, snippet: 'Refunds…', highlight: null }],
  token_usage: { prompt_tokens: 50, completion_tokens: 3, total_tokens: 53 },
  session_id: 'session_abc',
};
const answer = [data({ token: 'Refunds ' }), data({ token: 'take ' }), data({ token: '14 days.' }), data(final)];

/** Serves `body()` as the SSE answer and records what the client sent. */
function streamAnswers(body: () => ReadableStream<Uint8Array>, status = 200) {
  const seen: { accept: string | null; body: unknown; signal?: AbortSignal }[] = [];
  server.use(
    http.post(`${BASE}/v1/chat/stream`, async ({ request }) => {
      seen.push({ accept: request.headers.get('accept'), body: await request.json(), signal: request.signal });
      return new HttpResponse(body(), { status, headers: { 'content-type': 'text/event-stream', 'x-request-id': 'req_s' } });
    }),
  );
  return seen;
}

test('yields tokens, then exposes sources, usage and session id', async () => {
  const seen = streamAnswers(() => sse([': ping\n\n', ...answer, 'data: [DONE]\n\n']));
  const stream = client().chat.stream({ message: 'How long do refunds take?', session_id: 'session_abc', context: true });
  const tokens: string[] = [];
  for await (const token of stream) tokens.push(token);
  expect(tokens).toEqual(['Refunds ', 'take ', '14 days.']);
  expect(stream.sources).toEqual(final.source_documents);
  expect(stream.usage).toEqual(final.token_usage);
  expect(stream.sessionId).toBe('session_abc');
  expect(await stream.finalText()).toBe('Refunds take 14 days.');
  expect(seen).toEqual([
    {
      accept: 'text/event-stream',
      body: { message: 'How long do refunds take?', session_id: 'session_abc', context: true },
      signal: expect.anything(),
    },
  ]);
});

test('events split across chunks at any byte are put back together', async () => {
  const wire = [...answer, 'data: [DONE]\n\n'].join('');
  const chunks = wire.match(/[\s\S]{1,7}/g)!;
  streamAnswers(() => sse(chunks));
  const done = await client().chat.stream({ message: 'q' }).done();
  expect(done).toEqual({ ...final, answer: 'Refunds take 14 days.', token: undefined });
});

test('can be read only once', async () => {
  streamAnswers(() => sse([...answer, 'data: [DONE]\n\n']));
  const stream = client().chat.stream({ message: 'q' });
  await stream.finalText();
  await expect(async () => {
    for await (const _ of stream);
  }).rejects.toThrow('A chat stream can be read only once.');
});

test('an error event after the stream began throws APIError with the code and request id', async () => {
  streamAnswers(() =>
    sse([data({ token: 'Refunds' }), 'event: error\ndata: {"error":"The model failed.","code":"model_error"}\n\n', 'data: [DONE]\n\n']),
  );
  const tokens: string[] = [];
  const failure = (async () => {
    for await (const token of client().chat.stream({ message: 'q' })) tokens.push(token);
  })();
  await expect(failure).rejects.toBeInstanceOf(APIError);
  await expect(failure).rejects.toMatchObject({ message: 'The model failed.', code: 'model_error', requestId: 'req_s' });
  expect(tokens).toEqual(['Refunds']);
});

test('a malformed data event throws "Error parsing token" and stops', async () => {
  streamAnswers(() => sse([data({ token: 'a' }), 'data: {"token": tru\n\n', data({ token: 'b' }), 'data: [DONE]\n\n']));
  const stream = client().chat.stream({ message: 'q' });
  await expect(stream.finalText()).rejects.toThrow(/^Error parsing token/);
  await expect(stream.finalText()).resolves.toBe('a');
});

test('a stream cut before [DONE] throws APIConnectionError and is not retried', async () => {
  const seen = streamAnswers(() => sse([data({ token: 'Refunds' })]));
  const error = await client().chat.stream({ message: 'q' }).finalText().catch((e: unknown) => e);
  expect(APIConnectionError.isInstance(error)).toBe(true);
  expect((error as Error).message).toBe('The stream ended before [DONE].');
  expect(seen).toHaveLength(1);
});

test('errors before the first byte are retried, then thrown as their class', async () => {
  let calls = 0;
  server.use(
    http.post(`${BASE}/v1/chat/stream`, () =>
      ++calls === 1
        ? HttpResponse.json(errorBody(503, 'busy'), { status: 503, headers: { 'retry-after': '0' } })
        : new HttpResponse(sse([...answer, 'data: [DONE]\n\n']), { headers: { 'content-type': 'text/event-stream' } }),
    ),
  );
  expect(await client().chat.stream({ message: 'q' }).finalText()).toBe('Refunds take 14 days.');
  expect(calls).toBe(2);
  server.use(http.post(`${BASE}/v1/chat/stream`, () => HttpResponse.json(errorBody(401, 'invalid_api_key'), { status: 401 })));
  await expect(client().chat.stream({ message: 'q' }).finalText()).rejects.toBeInstanceOf(AuthenticationError);
});

// That the server sees the connection close is checked against a real HTTP server in test/stream-abort.test.ts.
test('breaking out of for await ends the stream', async () => {
  streamAnswers(() => sse([...answer, 'data: [DONE]\n\n'], { delayMs: 20 }));
  const stream = client().chat.stream({ message: 'q' });
  for await (const token of stream) {
    expect(token).toBe('Refunds ');
    break;
  }
  expect(await stream.finalText()).toBe('Refunds ');
});

test('abort() mid-stream stops reading with APIUserAbortError', async () => {
  streamAnswers(() => sse([...answer, 'data: [DONE]\n\n'], { delayMs: 30 }));
  const stream = client().chat.stream({ message: 'q' });
  const tokens: string[] = [];
  const reading = (async () => {
    for await (const token of stream) {
      tokens.push(token);
      stream.abort();
    }
  })();
  await expect(reading).rejects.toBeInstanceOf(APIUserAbortError);
  expect(tokens).toEqual(['Refunds ']);
});

test('the caller\'s AbortSignal aborts mid-stream too, and an aborted signal never connects', async () => {
  const seen = streamAnswers(() => sse([...answer, 'data: [DONE]\n\n'], { delayMs: 30 }));
  const controller = new AbortController();
  const stream = client().chat.stream({ message: 'q' }, { signal: controller.signal });
  setTimeout(() => controller.abort(), 45);
  const error = await stream.finalText().catch((e: unknown) => e);
  expect(APIUserAbortError.isInstance(error)).toBe(true);
  expect(PagewiseError.isInstance(error)).toBe(true);

  await expect(client().chat.stream({ message: 'q' }, { signal: AbortSignal.abort() }).finalText()).rejects.toBeInstanceOf(
    APIUserAbortError,
  );
  expect(seen).toHaveLength(1);
});

test('shows the stream response to onResponse before the first token', async () => {
  streamAnswers(() => sse([...answer, 'data: [DONE]\n\n']));
  const events: string[] = [];
  const stream = client().chat.stream({ message: 'q' }, { onResponse: (res) => events.push(`${res.status} ${res.headers.get('x-request-id')}`) });
  for await (const token of stream) events.push(token);
  expect(events).toEqual(['200 req_s', 'Refunds ', 'take ', '14 days.']);
});
