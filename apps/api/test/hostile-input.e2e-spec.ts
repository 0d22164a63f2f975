import { createOrganization } from './support/api-keys.js';
import { type ChatFixture, postJson, startChatApp } from './support/chat.js';
import type { TestApp } from './support/test-app.js';

/** Bodies made to break the API: each is refused with a 4xx and the documented error body, never a 500. */
describe('hostile request bodies', () => {
  let fixture: ChatFixture;
  let t: TestApp;
  let adminKey: string;

  beforeAll(async () => {
    fixture = await startChatApp(['Refunds are accepted within 30 days of purchase with a receipt.']);
    ({ t } = fixture);
    adminKey = fixture.acme.adminKey;
  });
  afterAll(() => fixture.close());

  const errorBody = (error: RegExp | string) => ({
    error: typeof error === 'string' ? error : expect.stringMatching(error),
    code: 'bad_request',
    request_id: expect.any(String),
  });

  describe('the null character', () => {
    const NUL = /null character \(\\u0000\)/;

    it.each([
      ['/v1/chat', { message: 'refunds\u0000?' }],
      ['/v1/chat', { message: 'refunds?', metadata: { page: 'checkout\u0000' } }],
      ['/v1/chat', { message: 'refunds?', metadata: { 'pa\u0000ge': 'checkout' } }],
      ['/v1/chat', { message: 'refunds?', metadata: { visits: [{ from: ['x\u0000'] }] } }],
      ['/v1/chat/stream', { message: 'refunds\u0000?' }],
      ['/v1/query', { query: 'refunds\u0000' }],
    ])('is refused with 400 in %s %j', async (path, body) => {
      const res = await postJson(t.url, path, adminKey, body);
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(await res.json()).toEqual(errorBody(NUL));
    });

    it('spends none of the daily chat quota', async () => {
      const free = await createOrganization(t, 'free');
      for (let i = 0; i < 6; i++) {
        expect((await postJson(t.url, '/v1/chat', free.adminKey, { message: `q${i}\u0000` })).status).toBe(400);
        expect((await postJson(t.url, '/v1/chat/stream', free.adminKey, { message: `q${i}\u0000` })).status).toBe(400);
      }
      // Free allows 5 chats a day: all five are still there.
      for (let i = 0; i < 5; i++) expect((await postJson(t.url, '/v1/chat', free.adminKey, { message: `q${i}` })).status).toBe(200);
      expect((await postJson(t.url, '/v1/chat', free.adminKey, { message: 'one too many' })).status).toBe(429);
    });
  });

  describe('deep nesting', () => {
    const nested = (depth: number) => '{"a":'.repeat(depth - 1) + '{}' + '}'.repeat(depth - 1);
    const post = (path: string, body: string, key?: string) =>
      fetch(`${t.url}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(key ? { Authorization: `Bearer ${key}` } : {}) },
        body,
      });
    const TOO_DEEP = 'The request body is nested too deeply: at most 32 levels of objects and arrays are accepted.';

    it('is refused with 400 on /v1, before the key is even checked', async () => {
      for (const key of [adminKey, undefined]) {
        const res = await post('/v1/chat', `{"message":"hi","metadata":${nested(3000)}}`, key);
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual(errorBody(TOO_DEEP));
      }
      const arrays = await post('/v1/query', `{"query":"x","top_k":${'['.repeat(5000)}${']'.repeat(5000)}}`, adminKey);
      expect(arrays.status).toBe(400);
      expect(await arrays.json()).toEqual(errorBody(TOO_DEEP));
    });

    it('is refused with 400 on the unauthenticated /api/auth routes', async () => {
      for (const path of ['/api/auth/login/', '/api/auth/signup/', '/api/auth/forgot-password/']) {
        const res = await post(path, `{"email":${nested(2500)},"password":"x"}`);
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({ message: TOO_DEEP, code: 'bad_request' });
      }
    });

    it('accepts metadata nested within the bound', async () => {
      const res = await post('/v1/chat', `{"message":"How long do refunds take?","metadata":${nested(30)}}`, adminKey);
      expect(res.status).toBe(200);
      const over = await post('/v1/chat', `{"message":"How long do refunds take?","metadata":${nested(32)}}`, adminKey);
      expect(over.status).toBe(400);
    });
  });
});
