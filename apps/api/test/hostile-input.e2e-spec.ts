import { bearer, createOrganization } from './support/api-keys.js';
import { makePdf, uploadForm } from './support/pdf-fixtures.js';
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

  describe('multipart uploads', () => {
    let pdf: Buffer;
    beforeAll(async () => {
      pdf = await makePdf({ pages: ['A small handbook.'] });
    });

    const send = (contentType: string, body: Buffer | string) =>
      fetch(`${t.url}/v1/documents`, { method: 'POST', headers: { ...bearer(adminKey), 'Content-Type': contentType }, body: body as BodyInit });
    const part = (boundary: string, header: string, content: Buffer | string) =>
      Buffer.concat([Buffer.from(`--${boundary}\r\n${header}\r\n\r\n`), Buffer.from(content)]);
    const UNREADABLE = /^The upload is not a readable multipart form \(.+\)\. Send multipart\/form-data with the PDF in the field "file"\.$/;

    it.each<[string, string, string | Buffer]>([
      ['no boundary', 'multipart/form-data', 'x'],
      ['a body cut off inside a part', 'multipart/form-data; boundary=XX', part('XX', 'Content-Disposition: form-data; name="file"; filename="a.pdf"', '%PDF-1.4 and then nothing')],
      ['a broken part header', 'multipart/form-data; boundary=XX', `--XX\r\n${'X'.repeat(20_000)}\r\n\r\nabc\r\n--XX--\r\n`],
      ...['\u0000', '\u0001', '\u001b'].map((control): [string, string, string] => [
        `a raw ${JSON.stringify(control)} in the file name`,
        'multipart/form-data; boundary=XX',
        `--XX\r\nContent-Disposition: form-data; name="file"; filename="a${control}.pdf"\r\n\r\nabc\r\n--XX--\r\n`,
      ]),
    ])('refuses %s with 400', async (_, contentType, body) => {
      const res = await send(contentType, body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual(errorBody(UNREADABLE));
    });

    it('refuses control characters in the file name with 422', async () => {
      // Raw control bytes break the part header (400 above); percent-encoded (RFC 5987 filename*) they get through it.
      for (const filename of ["filename*=UTF-8''hand%00book.pdf", "filename*=UTF-8''hand%01book.pdf", "filename*=UTF-8''line%1Bbreak.pdf"]) {
        const body = Buffer.concat([
          part('XX', `Content-Disposition: form-data; name="file"; ${filename}\r\nContent-Type: application/pdf`, pdf),
          Buffer.from('\r\n--XX--\r\n'),
        ]);
        const res = await send('multipart/form-data; boundary=XX', body);
        expect({ filename, status: res.status, body: await res.json() }).toEqual({
          filename,
          status: 422,
          body: {
            error: 'The file name must not contain control characters; rename the file or send "name".',
            code: 'validation_failed',
            request_id: expect.any(String),
          },
        });
      }
    });

    it('answers a file name with control characters, as FormData sends it, with a 4xx error body', async () => {
      const res = await fetch(`${t.url}/v1/documents`, { method: 'POST', headers: bearer(adminKey), body: uploadForm(pdf, 'a\u0001\u0000b.pdf') });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual(errorBody(UNREADABLE));
    });

    it('refuses control characters in the name field with 422', async () => {
      for (const name of ['hand\u0000book', 'tab\there']) {
        const res = await fetch(`${t.url}/v1/documents`, { method: 'POST', headers: bearer(adminKey), body: uploadForm(pdf, 'handbook.pdf', name) });
        expect(res.status).toBe(422);
        expect(await res.json()).toEqual({ error: 'name must not contain control characters', code: 'validation_failed', request_id: expect.any(String) });
      }
    });

    it('still takes a well-formed upload with a plain name', async () => {
      const res = await fetch(`${t.url}/v1/documents`, { method: 'POST', headers: bearer(adminKey), body: uploadForm(pdf, 'résumé.pdf') });
      expect(res.status).toBe(201);
      expect((await res.json()).name).toBe('résumé.pdf');
    });
  });
});
