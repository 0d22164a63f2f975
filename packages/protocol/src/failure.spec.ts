import { readFailure, retryAt } from './failure.js';

const now = Date.parse('2026-11-23T02:00:00Z');
const headers = (init: Record<string, string>) => new Headers(init);

test('reads the API error body', async () => {
  const res = Response.json({ error: 'Document not found.', code: 'document_not_found', request_id: 'req_1' }, { status: 404 });
  expect(await readFailure(res, now)).toEqual({
    status: 404,
    message: 'Document not found.',
    code: 'document_not_found',
    requestId: 'req_1',
    retryAt: undefined,
  });
});

test("without a JSON body (a proxy's page) the status, X-Request-Id and Retry-After still count", async () => {
  const res = new Response('<h1>Bad gateway</h1>', { status: 502, headers: { 'x-request-id': 'req_h', 'retry-after': '3' } });
  expect(await readFailure(res, now)).toEqual({
    status: 502,
    message: 'Request failed with status 502',
    code: 'unknown_error',
    requestId: 'req_h',
    retryAt: now + 3000,
  });
});

test('Retry-After in seconds or as an HTTP date comes first, on any status', () => {
  expect(retryAt(headers({ 'retry-after': '3', 'x-ratelimit-reset': String(now / 1000 + 40) }), 429, now)).toBe(now + 3000);
  expect(retryAt(headers({ 'retry-after': new Date(now + 7000).toUTCString() }), 503, now)).toBe(now + 7000);
  expect(retryAt(headers({ 'retry-after': 'soon' }), 429, now)).toBeUndefined();
});

test('X-RateLimit-Reset (UNIX seconds) says when only on a 429', () => {
  const reset = String(now / 1000 + 12);
  expect(retryAt(headers({ 'x-ratelimit-reset': reset }), 429, now)).toBe(now + 12_000);
  expect(retryAt(headers({ 'x-ratelimit-reset': reset }), 200, now)).toBeUndefined();
  expect(retryAt(headers({}), 429, now)).toBeUndefined();
});
