import { DataSource } from 'typeorm';
import { bearer, createKey, createOrganization, type TestOrganization } from './support/api-keys.js';
import { type ChatFixture, clearFailures, postJson, startChatApp } from './support/chat.js';
import type { OpenAiCompatibleServer } from './support/openai-compatible-server.js';
import { settled, upload } from './support/documents.js';
import { makePdf } from './support/pdf-fixtures.js';
import type { TestApp } from './support/test-app.js';

describe('chat and history over HTTP', () => {
  let t: TestApp;
  let llm: OpenAiCompatibleServer;
  let acme: TestOrganization;
  let globex: TestOrganization;
  let documentId: string;

  let fixture: ChatFixture;

  beforeAll(async () => {
    fixture = await startChatApp(['Welcome to the handbook.', 'Refunds are accepted within 30 days of purchase with a receipt.']);
    ({ t, llm, acme, documentId } = fixture);
    globex = await createOrganization(t, 'enterprise', 'Globex');
  });
  afterAll(() => fixture.close());

  const chat = (key: string, body: unknown) => postJson(t.url, '/v1/chat', key, body);
  const turns = (sessionId: string) =>
    t.app.get(DataSource).query('SELECT status, error, api_key_id, metadata FROM chat_turns WHERE session_id = $1 ORDER BY created_at', [sessionId]);

  it("answers from the organization's documents with cited pages and token usage", async () => {
    const res = await chat(acme.adminKey, { message: 'How long do I have to ask for a refund?', session_id: 'session_one' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({
      message_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      answer: expect.any(String),
      answer_status: 'answered',
      source_documents: expect.any(Array),
      token_usage: { prompt_tokens: expect.any(Number), completion_tokens: expect.any(Number), total_tokens: expect.any(Number) },
      session_id: 'session_one',
    });
    expect(body.answer.length).toBeGreaterThan(0);
    expect(body.source_documents[0]).toEqual({ document_id: documentId, name: 'handbook.pdf', page: 2, confidence: expect.any(Number), snippet: expect.stringContaining('Refunds'), highlight: expect.objectContaining({ rects: expect.any(Array) }) });
    expect(body.source_documents[0].confidence).toBeGreaterThan(0);
    expect(body.source_documents[0].confidence).toBeLessThanOrEqual(1);
    expect(body.token_usage.total_tokens).toBe(body.token_usage.prompt_tokens + body.token_usage.completion_tokens);
  });

  it('makes a session id when none is given and stores the turn with its key and metadata', async () => {
    const body = await (await chat(acme.adminKey, { message: 'Refunds?', metadata: { user_agent: 'jest' } })).json();
    expect(body.session_id).toMatch(/^session_[0-9a-f-]{36}$/);
    expect(await turns(body.session_id)).toEqual([{ status: 'complete', error: null, api_key_id: expect.any(String), metadata: { user_agent: 'jest' } }]);
  });

  it('reads earlier turns of the session only when context is true', async () => {
    await chat(acme.adminKey, { message: 'My order number is 4471. Can I get a refund?', session_id: 'session_ctx' });
    llm.requests.length = 0;
    await chat(acme.adminKey, { message: 'How long do I have for a refund?', session_id: 'session_ctx' });
    expect(llm.requests).toHaveLength(1);
    expect(JSON.stringify(llm.requests[0].body.messages)).not.toContain('4471');
    await chat(acme.adminKey, { message: 'And do refunds need a receipt?', session_id: 'session_ctx', context: true });
    expect(llm.requests).toHaveLength(2);
    expect(JSON.stringify(llm.requests[1].body.messages)).toContain('4471');
  });

  it('never reads another organization\'s session as context', async () => {
    const vault = (await upload(t, globex.adminKey, await makePdf({ pages: ['Vault codes are changed on the first day of every month.'] }), 'vault.pdf')).body.id;
    expect((await settled(t, globex.adminKey, vault)).status).toBe('processed');
    await chat(acme.adminKey, { message: 'The vault code is 9931. Refunds?', session_id: 'session_shared_name' });
    llm.requests.length = 0;
    const res = await chat(globex.adminKey, { message: 'When are vault codes changed?', session_id: 'session_shared_name', context: true });
    expect((await res.json()).answer_status).toBe('answered');
    expect(llm.requests).toHaveLength(1);
    expect(JSON.stringify(llm.requests[0].body.messages)).not.toContain('9931');
  });

  it('validates the message, naming the first rule each field fails', async () => {
    const cases: Array<[object, string]> = [
      [{}, 'message must be text'],
      [{ message: 5 }, 'message must be text'],
      [{ message: '   ' }, 'message is required'],
      [{ message: 'x'.repeat(4001) }, 'message must be at most 4000 characters'],
      [{ message: 'hi', context: 'yes' }, 'context must be true or false'],
      [{ message: 'hi', session_id: 'bad id!' }, 'session_id must be 1 to 128 letters, digits or _ . : -'],
      [{ message: 'hi', metadata: 'x' }, 'metadata must be an object'],
    ];
    for (const [body, error] of cases) {
      const res = await chat(acme.adminKey, body);
      expect({ body, status: res.status, answer: await res.json() }).toEqual({
        body,
        status: 422,
        answer: { error, code: 'validation_failed', request_id: expect.any(String) },
      });
    }
  });

  it('answers 500 with the error body when the model fails, and stores the turn as failed', async () => {
    llm.failNext(500, 10);
    const res = await chat(acme.adminKey, { message: 'Refunds?', session_id: 'session_fail' });
    clearFailures(llm);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: expect.stringMatching(/model/), code: 'answer_failed', request_id: expect.any(String) });
    const [turn] = await turns('session_fail');
    expect(turn.status).toBe('failed');
    expect(turn.error).toEqual(expect.any(String));
  });

  it('stops generating when the client disconnects and stores the turn as interrupted', async () => {
    llm.options.tokenDelayMs = 50;
    llm.options.reply = () => Array.from({ length: 200 }, (_, i) => `word${i}`).join(' ');
    const turnOf = async (sessionId: string) => (await turns(sessionId))[0];
    try {
      const asked = llm.requests.length;
      const abort = new AbortController();
      const body = { message: 'Tell me everything about refunds', session_id: 'session_gone' };
      const answer = postJson(t.url, '/v1/chat', acme.adminKey, body, { signal: abort.signal }).catch((error: Error) => error.name);
      const until = Date.now() + 10_000;
      while (llm.requests.length === asked && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      await new Promise((r) => setTimeout(r, 300)); // a few tokens in, far from the 10 s the whole reply takes
      abort.abort();
      expect(await answer).toBe('AbortError');
      while (!(await turnOf('session_gone')) && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
      expect((await turnOf('session_gone'))?.status).toBe('interrupted');
      while (llm.streamsAbandoned === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
      expect(llm.streamsAbandoned).toBeGreaterThan(0);
      expect(Date.now()).toBeLessThan(until);
    } finally {
      llm.options.tokenDelayMs = 0;
      llm.options.reply = undefined;
    }
  });

  it('pages history oldest first with a total', async () => {
    for (const n of [1, 2, 3]) await chat(acme.adminKey, { message: `Question ${n}`, session_id: 'session_pages' });
    const res = await fetch(`${t.url}/v1/chat/history?session_id=session_pages&limit=2&offset=1`, { headers: bearer(acme.adminKey) });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.session_id).toBe('session_pages');
    expect(body.total).toBe(3);
    expect(body.messages.map((m: { message: string }) => m.message)).toEqual(['Question 2', 'Question 3']);
    for (const m of body.messages) {
      expect(m.response.length).toBeGreaterThan(0);
      expect(new Date(m.timestamp).toISOString()).toBe(m.timestamp);
    }
    const first = await (await fetch(`${t.url}/v1/chat/history?session_id=session_pages`, { headers: bearer(acme.adminKey) })).json();
    expect(first.messages).toHaveLength(3);
  });

  it('checks history parameters with 422, naming the first rule each fails', async () => {
    const cases: Array<[string, string]> = [
      ['', 'session_id is required'],
      ['?session_id=s&limit=101', 'limit must be at most 100'],
      ['?session_id=s&limit=0', 'limit must be at least 1'],
      ['?session_id=s&offset=-1', 'offset must be from 0 to 1000000'],
      ['?session_id=s&offset=1000001', 'offset must be from 0 to 1000000'],
      ['?session_id=s&offset=99999999999999999999', 'offset must be from 0 to 1000000'],
      ['?session_id=s&offset=1e400', 'offset must be a whole number'],
      ['?session_id=s&limit=abc', 'limit must be a whole number'],
      ['?session_id=s&offset=1.5', 'offset must be a whole number'],
    ];
    for (const [query, error] of cases) {
      const res = await fetch(`${t.url}/v1/chat/history${query}`, { headers: bearer(acme.adminKey) });
      expect({ query, status: res.status, answer: await res.json() }).toEqual({
        query,
        status: 422,
        answer: { error, code: 'validation_failed', request_id: expect.any(String) },
      });
    }
  });

  it('shows history to team keys with chat:history and never to other organizations', async () => {
    const scoped = await createKey(t, acme, { name: 'chatter', scopes: ['chat:query'] });
    await chat(scoped.key, { message: 'Written by a scoped key', session_id: 'session_team' });
    const reader = await createKey(t, acme, { name: 'reader', scopes: ['chat:history'] });
    const seen = await (await fetch(`${t.url}/v1/chat/history?session_id=session_team`, { headers: bearer(reader.key) })).json();
    expect(seen.total).toBe(1);
    const admin = await (await fetch(`${t.url}/v1/chat/history?session_id=session_team`, { headers: bearer(acme.adminKey) })).json();
    expect(admin.total).toBe(1);
    const stranger = await fetch(`${t.url}/v1/chat/history?session_id=session_team`, { headers: bearer(globex.adminKey) });
    expect(stranger.status).toBe(200);
    expect(await stranger.json()).toEqual({ session_id: 'session_team', messages: [], total: 0 });
  });

  it('stops at the plan\'s daily chat quota with 429', async () => {
    const free = await createOrganization(t, 'free');
    for (let i = 0; i < 5; i++) expect((await chat(free.adminKey, { message: `q${i}` })).status).toBe(200);
    const over = await chat(free.adminKey, { message: 'one too many' });
    expect(over.status).toBe(429);
    expect((await over.json()).code).toBe('daily_quota_exceeded');
  });
});
