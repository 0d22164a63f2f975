import { jest } from '@jest/globals';
import { effect } from '@preact/signals-core';
import { answerWith, startStandInApi } from '../../test/support/stand-in-api';
import { ask } from './ask';
import { loadConversation } from './saved-conversation';
import { createWidgetStore } from './widget-store';

const storeFor = (apiUrl: string, apiKey = 'pw_pk_ask') => createWidgetStore({ apiKey, apiUrl });

afterEach(() => localStorage.clear());

describe('ask', () => {
  it('streams the answer into the conversation, cites sources and survives a reload', async () => {
    const api = await startStandInApi({ stream: answerWith('Refunds take 14 days. Ask support for more. Thanks') });
    const store = storeFor(api.url);
    const stopSaving = store.persist();
    const spoken: string[] = [];
    const stopListening = effect(() => void (store.announcement.value && spoken.push(store.announcement.value)));
    let lists = 0;
    const stopCounting = effect(() => void (store.messages.value && lists++));

    await ask(store, '  How long do refunds take?  ');

    expect(store.messages.value).toEqual([
      { role: 'user', text: 'How long do refunds take?' },
      {
        role: 'assistant',
        text: 'Refunds take 14 days. Ask support for more. Thanks',
        sources: [expect.objectContaining({ name: 'Handbook.pdf', page: 4 })],
        id: expect.stringMatching(/^msg_/),
      },
    ]);
    // The list was set when the question was asked and when its answer ended; the tokens went to store.answer.
    expect(lists).toBe(3);
    stopCounting();
    // One announcement per finished sentence, not one per token.
    expect(spoken).toEqual(['Refunds take 14 days.', 'Ask support for more.', 'Thanks']);
    expect(api.requests[0].body.session_id).toMatch(/^session_[0-9a-f-]{36}$/);

    const reloaded = loadConversation('pw_pk_ask');
    expect(reloaded.sessionId).toBe(store.sessionId.value);
    expect(reloaded.messages).toHaveLength(2);
    expect(createWidgetStore({ apiKey: 'pw_pk_other', apiUrl: api.url }).messages.value).toEqual([]);
    stopSaving();
    stopListening();
    await api.close();
  });

  it('on 429 takes the question back and says when to ask again', async () => {
    const api = await startStandInApi({
      stream: (_req, res) => {
        res.writeHead(429, { 'Content-Type': 'application/json', 'X-RateLimit-Reset': String(Math.ceil(Date.now() / 1000) + 20) });
        res.end(JSON.stringify({ error: 'Rate limit exceeded. Please try again in a few seconds.', code: 'rate_limit_exceeded', request_id: 'r' }));
      },
    });
    const store = storeFor(api.url);
    await ask(store, 'Hello?');
    expect(store.messages.value).toEqual([]);
    expect(store.draft.value).toBe('Hello?');
    expect(store.notice.value?.word).toBe('busy');
    expect(store.notice.value!.retryAt! - Date.now()).toBeGreaterThan(15_000);
    await ask(store, 'Hello?');
    expect(api.requests).toHaveLength(1); // paused until the limit lifts
    await api.close();
  });

  it('retries when the connection drops before any text arrived', async () => {
    let calls = 0;
    const answer = answerWith('Back online.');
    const api = await startStandInApi({ stream: (req, res, body) => (++calls === 1 ? void req.socket.destroy() : answer(req, res, body)) });
    const store = storeFor(api.url);
    await ask(store, 'Still there?', undefined, { times: 1, baseMs: 10 });
    expect(calls).toBe(2);
    expect(store.messages.value[1].text).toBe('Back online.');
    expect(store.notice.value).toBeUndefined();
    await api.close();
  });

  it('marks an answer the documents do not cover, so it can look apart', async () => {
    const notFound = "I couldn't find anything about that in your documents.";
    const api = await startStandInApi({ stream: answerWith(notFound, []) });
    const store = storeFor(api.url);
    await ask(store, 'What is the capital of Mongolia?');
    expect(store.messages.value[1]).toEqual({ role: 'assistant', text: notFound, sources: [], notFound: true, id: expect.stringMatching(/^msg_/) });
    await api.close();
  });

  it("tells the site owner in the console, in the API's words, when the origin is not allowed", async () => {
    const refusal = "This publishable key is not allowed on http://localhost. Add the origin to the key's allowed origins.";
    const api = await startStandInApi({
      stream: (_req, res) => {
        res.writeHead(403, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ error: refusal, code: 'origin_not_allowed', request_id: 'r' }));
      },
    });
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = storeFor(api.url);
    await ask(store, 'Hi');
    expect(log).toHaveBeenCalledWith(expect.stringContaining(refusal));
    expect(store.notice.value?.word).toBe('unavailable');
    log.mockRestore();
    await api.close();
  });

  it('gives up with a plain message when the server stays unreachable', async () => {
    const store = storeFor('http://127.0.0.1:9');
    await ask(store, 'Anyone?', undefined, { times: 2, baseMs: 5 });
    expect(store.notice.value?.word).toBe('offline');
    expect(store.draft.value).toBe('Anyone?');
  });
});
