import { DataSource } from 'typeorm';
import { createKey, type TestOrganization } from './support/api-keys.js';
import { type ChatFixture, clearFailures, postJson, startChatApp } from './support/chat.js';
import type { OpenAiCompatibleServer } from './support/openai-compatible-server.js';
import { allEvents, readSse } from './support/sse.js';
import type { TestApp } from './support/test-app.js';

describe('streamed chat over HTTP (SSE)', () => {
  let t: TestApp;
  let llm: OpenAiCompatibleServer;
  let acme: TestOrganization;

  let fixture: ChatFixture;

  beforeAll(async () => {
    fixture = await startChatApp(['Refunds are accepted within 30 days of purchase with a receipt.']);
    ({ t, llm, acme } = fixture);
  });
  afterAll(() => fixture.close());

  const stream = (key: string | null, body: unknown, init?: RequestInit) =>
    postJson(t.url, '/v1/chat/stream', key, body, { headers: { Accept: 'text/event-stream' }, ...init });
  const turnStatus = async (sessionId: string) =>
    (await t.app.get(DataSource).query('SELECT status, response FROM chat_turns WHERE session_id = $1', [sessionId]))[0];

  it('sends tokens, then sources, usage and the session, then [DONE]', async () => {
    const res = await stream(acme.adminKey, { message: 'How long do refunds take?', session_id: 'session_stream' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('x-ratelimit-limit')).toEqual(expect.any(String));
    const events = await allEvents(res.body!);

    expect(events.at(-1)).toEqual({ event: 'message', data: '[DONE]' });
    const payloads = events.slice(0, -1).map((e) => ({ event: e.event, ...JSON.parse(e.data) }));
    const final = payloads.at(-1)!;
    expect(final).toEqual({
      event: 'message',
      token: '',
      answer_status: 'answered',
      source_documents: [expect.objectContaining({ name: 'handbook.pdf', page: 1, confidence: expect.any(Number), snippet: expect.any(String) })],
      token_usage: { prompt_tokens: expect.any(Number), completion_tokens: expect.any(Number), total_tokens: expect.any(Number) },
      session_id: 'session_stream',
      message_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    const tokens = payloads.slice(0, -1);
    expect(tokens.length).toBeGreaterThan(1);
    for (const e of tokens) expect(Object.keys(e).sort()).toEqual(['event', 'token']);
    const text = tokens.map((e) => e.token).join('');
    expect(await turnStatus('session_stream')).toEqual({ status: 'complete', response: text });
  });

  it('answers errors before the stream begins as ordinary JSON', async () => {
    const missing = await stream(null, { message: 'hi' });
    expect(missing.status).toBe(401);
    expect(missing.headers.get('content-type')).toMatch(/application\/json/);
    const lister = await createKey(t, acme, { name: 'lister', scopes: ['documents:list'] });
    const forbidden = await stream(lister.key, { message: 'hi' });
    expect(forbidden.status).toBe(403);
    expect((await forbidden.json()).code).toBe('insufficient_scope');
    const invalid = await stream(acme.adminKey, { message: '' });
    expect(invalid.status).toBe(422);
    expect((await invalid.json()).code).toBe('validation_failed');
  });

  it('reports a model failure after the stream began as an error event, then [DONE]', async () => {
    llm.failNext(500, 10);
    const res = await stream(acme.adminKey, { message: 'Refunds?', session_id: 'session_stream_fail' });
    expect(res.status).toBe(200);
    const events = await allEvents(res.body!);
    clearFailures(llm);
    expect(events.at(-2)).toEqual({ event: 'error', data: expect.any(String) });
    expect(JSON.parse(events.at(-2)!.data)).toEqual({ error: expect.stringMatching(/model/), code: 'answer_failed' });
    expect(events.at(-1)).toEqual({ event: 'message', data: '[DONE]' });
    expect((await turnStatus('session_stream_fail')).status).toBe('failed');
  });

  it('stops generating when the client aborts and stores the turn as interrupted', async () => {
    llm.options.tokenDelayMs = 50;
    llm.options.reply = () => Array.from({ length: 200 }, (_, i) => `word${i}`).join(' ');
    try {
      const abort = new AbortController();
      const res = await stream(acme.adminKey, { message: 'Tell me everything about refunds', session_id: 'session_abort' }, { signal: abort.signal });
      const first = await readSse(res.body!).next();
      expect(JSON.parse(first.value!.data).token).toEqual(expect.any(String));
      abort.abort();
      const until = Date.now() + 10_000;
      while (!(await turnStatus('session_abort')) && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
      const turn = await turnStatus('session_abort');
      expect(turn.status).toBe('interrupted');
      expect(turn.response.split(' ').length).toBeLessThan(200);
      while (llm.streamsAbandoned === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
      expect(llm.streamsAbandoned).toBeGreaterThan(0);
    } finally {
      llm.options.tokenDelayMs = 0;
      llm.options.reply = undefined;
    }
  });
});
