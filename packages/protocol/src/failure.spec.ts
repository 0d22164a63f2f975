import { Failure, readFailure, retryAt } from './failure.js';

const now = Date.parse('2026-11-23T02:00:00Z');
const headers = (init: Record<string, string>) => new Headers(init);
const fields = (f: Failure) => ({ message: f.message, code: f.code, status: f.status, retryAt: f.retryAt, requestId: f.requestId });

test('reads the API error body', async () => {
  const res = Response.json({ error: 'Document not found.', code: 'document_not_found', request_id: 'req_1' }, { status: 404 });
  const failure = await readFailure(res);
  expect(failure).toBeInstanceOf(Failure);
  expect(fields(failure)).toEqual({ message: 'Document not found.', code: 'document_not_found', status: 404, retryAt: undefined, requestId: 'req_1' });
});

test("without a JSON body (a proxy's page) the status, X-Request-Id and Retry-After still count", async () => {
  const res = new Response('<h1>Bad gateway</h1>', { status: 502, headers: { 'x-request-id': 'req_h', 'retry-after': '3' } });
  const before = Date.now();
  const failure = fields(await readFailure(res));
  expect(failure).toEqual({ message: 'Request failed with status 502', code: 'unknown_error', status: 502, retryAt: expect.any(Number), requestId: 'req_h' });
  expect(failure.retryAt! - before).toBeGreaterThanOrEqual(3000);
  expect(failure.retryAt! - Date.now()).toBeLessThanOrEqual(3000);
});

test('Retry-After in seconds or as an HTTP date comes first, on any status', () => {
  expect(retryAt(headers({ 'retry-after': '3', 'x-ratelimit-reset': String(now / 1000 + 40) }), 429, now)).toBe(now + 3000);
  expect(retryAt(headers({ 'retry-after': '0' }), 503, now)).toBe(now);
  expect(retryAt(headers({ 'retry-after': new Date(now + 7000).toUTCString() }), 503, now)).toBe(now + 7000);
  expect(retryAt(headers({ 'retry-after': 'soon' }), 429, now)).toBeUndefined();
});

test('X-RateLimit-Reset (UNIX seconds) says when only on a 429', () => {
  const reset = String(now / 1000 + 12);
  expect(retryAt(headers({ 'x-ratelimit-reset': reset }), 429, now)).toBe(now + 12_000);
  expect(retryAt(headers({ 'x-ratelimit-reset': reset }), 200, now)).toBeUndefined();
  expect(retryAt(headers({}), 429, now)).toBeUndefined();
});
