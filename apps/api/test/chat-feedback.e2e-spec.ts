import { DataSource } from 'typeorm';
import { bearer, createKey, createOrganization, type TestOrganization } from './support/api-keys.js';
import { type ChatFixture, postJson, startChatApp } from './support/chat.js';
import { awayFromMinuteEdge, freshAddress } from './support/rate-limits.js';
import { allEvents } from './support/sse.js';
import type { TestApp } from './support/test-app.js';

const SHOP = 'https://shop.example.com';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const WIDGET_PER_MINUTE = 6;

/**
 * Every answer carries the id of its stored turn (message_id) and can be rated up or down once per asker,
 * a new rating replacing the last; a widget visitor rates only the answers of their own session.
 */
describe('answer feedback over HTTP', () => {
  let fixture: ChatFixture;
  let t: TestApp;
  let acme: TestOrganization;
  let globex: TestOrganization;

  beforeAll(async () => {
    fixture = await startChatApp(['Welcome to the handbook.', 'Refunds are accepted within 30 days of purchase with a receipt.'], {
      TRUST_PROXY: '1',
      RATE_LIMIT_WIDGET_PER_MINUTE: String(WIDGET_PER_MINUTE),
    });
    ({ t, acme } = fixture);
    globex = await createOrganization(t, 'enterprise', 'Globex');
  });
  afterAll(() => fixture.close());

  const ask = async (key: string, body: object, headers: Record<string, string> = {}) => {
    const res = await postJson(t.url, '/v1/chat', key, body, { headers });
    expect(res.status).toBe(200);
    return res.json();
  };
  const rate = (key: string, body: object, headers: Record<string, string> = {}) => postJson(t.url, '/v1/chat/feedback', key, body, { headers });
  const stored = (id: string) => t.app.get(DataSource).query('SELECT rating, rating_comment FROM chat_turns WHERE id = $1', [id]);

  it('gives every answer its message_id: POST /v1/chat, the stream\'s last event and the history', async () => {
    const sent = await ask(acme.adminKey, { message: 'How long do I have to ask for a refund?', session_id: 'session_ids' });
    expect(sent.message_id).toMatch(UUID);

    const res = await postJson(t.url, '/v1/chat/stream', acme.adminKey, { message: 'Do refunds need a receipt?', session_id: 'session_ids' });
    const events = (await allEvents(res.body!)).filter((e) => e.event === 'message' && e.data !== '[DONE]').map((e) => JSON.parse(e.data));
    const last = events.at(-1);
    expect(last).toMatchObject({ token: '', session_id: 'session_ids', message_id: expect.stringMatching(UUID) });
    expect(last.message_id).not.toBe(sent.message_id);

    const history = await (await fetch(`${t.url}/v1/chat/history?session_id=session_ids`, { headers: bearer(acme.adminKey) })).json();
    expect(history.messages.map((m: { message_id: string }) => m.message_id)).toEqual([sent.message_id, last.message_id]);
  });

  it('stores a rating, and a second rating replaces the first', async () => {
    const { message_id } = await ask(acme.adminKey, { message: 'Refunds?' });
    const up = await rate(acme.adminKey, { message_id, rating: 'up' });
    expect(up.status).toBe(200);
    expect(await up.json()).toEqual({ message_id, rating: 'up', comment: null, rated_at: expect.stringMatching(/Z$/) });

    const down = await rate(acme.adminKey, { message_id, rating: 'down', comment: '  It did not say how refunds are paid.  ' });
    expect(await down.json()).toMatchObject({ rating: 'down', comment: 'It did not say how refunds are paid.' });
    expect(await stored(message_id)).toEqual([{ rating: 'down', rating_comment: 'It did not say how refunds are paid.' }]);
  });

  it('refuses a bad rating or a comment over 1000 characters with 422', async () => {
    const { message_id } = await ask(acme.adminKey, { message: 'Refunds?' });
    const cases: Array<[object, string]> = [
      [{ message_id, rating: 'meh' }, 'rating must be up or down'],
      [{ message_id }, 'rating must be up or down'],
      [{ rating: 'up' }, 'message_id is required'],
      [{ message_id, rating: 'down', comment: 'x'.repeat(1001) }, 'comment must be at most 1000 characters'],
    ];
    for (const [body, error] of cases) {
      const res = await rate(acme.adminKey, body);
      expect([res.status, (await res.json()).error]).toEqual([422, error]);
    }
    expect((await rate(acme.adminKey, { message_id, rating: 'down', comment: 'x'.repeat(1000) })).status).toBe(200);
  });

  it("answers 404 for an unknown id, a malformed one and another organization's answer", async () => {
    const { message_id } = await ask(acme.adminKey, { message: 'Refunds?' });
    for (const [key, id] of [
      [acme.adminKey, '00000000-0000-4000-8000-000000000000'],
      [acme.adminKey, 'not-an-id'],
      [globex.adminKey, message_id],
    ]) {
      const res = await rate(key, { message_id: id, rating: 'down' });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'not_found', error: 'Message not found.' });
    }
    expect(await stored(message_id)).toEqual([{ rating: null, rating_comment: null }]);
  });

  it('needs chat:query', async () => {
    const { message_id } = await ask(acme.adminKey, { message: 'Refunds?' });
    const reader = await createKey(t, acme, { name: 'history reader', scopes: ['chat:history'] });
    const asker = await createKey(t, acme, { name: 'asker', scopes: ['chat:query'] });
    expect((await rate(reader.key, { message_id, rating: 'up' })).status).toBe(403);
    expect((await rate(asker.key, { message_id, rating: 'up' })).status).toBe(200);
  });

  describe('from the widget (a publishable key)', () => {
    let widgetKey: string;
    let otherWidgetKey: string;
    beforeAll(async () => {
      widgetKey = (await createKey(t, acme, { name: 'site widget', type: 'publishable', allowedOrigins: [SHOP] })).key;
      otherWidgetKey = (await createKey(t, acme, { name: 'help centre widget', type: 'publishable', allowedOrigins: [SHOP] })).key;
    });
    beforeEach(() => awayFromMinuteEdge());
    const visitor = () => ({ Origin: SHOP, 'X-Forwarded-For': freshAddress() });

    it('rates answers of its own session only, and must name the session', async () => {
      const as = visitor();
      const { message_id, session_id } = await ask(widgetKey, { message: 'Refunds?', session_id: 'session_visitor_a' }, as);
      expect(session_id).toBe('session_visitor_a');

      const unnamed = await rate(widgetKey, { message_id, rating: 'down' }, as);
      expect([unnamed.status, (await unnamed.json()).error]).toEqual([422, 'session_id is required with a publishable key: the session the answer was given in.']);
      expect((await rate(widgetKey, { message_id, rating: 'down', session_id: 'session_visitor_b' }, as)).status).toBe(404);
      expect((await rate(otherWidgetKey, { message_id, rating: 'down', session_id: 'session_visitor_a' }, as)).status).toBe(404);
      const own = await rate(widgetKey, { message_id, rating: 'down', session_id: 'session_visitor_a' }, as);
      expect(own.status).toBe(200);
      expect(await stored(message_id)).toEqual([{ rating: 'down', rating_comment: null }]);
    });

    it("cannot rate the owner's answers, even knowing their session", async () => {
      const { message_id } = await ask(acme.adminKey, { message: 'Refunds?', session_id: 'session_owner' });
      expect((await rate(widgetKey, { message_id, rating: 'down', session_id: 'session_owner' }, visitor())).status).toBe(404);
    });

    it("holds a flood of ratings to the widget's per-visitor limit", async () => {
      const as = visitor();
      const { message_id } = await ask(widgetKey, { message: 'Refunds?', session_id: 'session_flood' }, as);
      const statuses: number[] = [];
      for (let i = 0; i < WIDGET_PER_MINUTE; i += 1) {
        statuses.push((await rate(widgetKey, { message_id, rating: i % 2 ? 'up' : 'down', session_id: 'session_flood' }, as)).status);
      }
      // The question used one of the visitor's requests this minute.
      expect(statuses).toEqual([...Array(WIDGET_PER_MINUTE - 1).fill(200), 429]);
      // Another visitor of the same page is not held back.
      const other = visitor();
      const theirs = await ask(widgetKey, { message: 'Refunds?', session_id: 'session_other' }, other);
      expect((await rate(widgetKey, { message_id: theirs.message_id, rating: 'up', session_id: 'session_other' }, other)).status).toBe(200);
    });
  });
});
