import { isRetryableStatus, retryDelay } from './retry.js';

const now = Date.parse('2026-11-23T02:00:00Z');
const headers = (init: Record<string, string>) => new Headers(init);

test('retries 408, 409, 429 and 5xx only', () => {
  expect([408, 409, 429, 500, 502, 503].every(isRetryableStatus)).toBe(true);
  expect([400, 401, 403, 404, 413, 422].some(isRetryableStatus)).toBe(false);
});

test('Retry-After in seconds or as an HTTP date wins', () => {
  expect(retryDelay(1, headers({ 'retry-after': '3' }), 503, now)).toBe(3000);
  const date = new Date(now + 7000).toUTCString();
  expect(retryDelay(1, headers({ 'retry-after': date }), 429, now)).toBe(7000);
});

test('X-RateLimit-Reset (UNIX seconds) sets the wait on a 429, not on other statuses', () => {
  const reset = String(now / 1000 + 12);
  expect(retryDelay(1, headers({ 'x-ratelimit-reset': reset }), 429, now)).toBe(12_000);
  expect(retryDelay(1, headers({ 'x-ratelimit-reset': reset }), 503, now)).toBeLessThanOrEqual(500);
});

test('otherwise backs off exponentially with up to 25% jitter, capped at 8 s', () => {
  for (const [attempt, full] of [
    [1, 500],
    [2, 1000],
    [3, 2000],
    [10, 8000],
  ]) {
    const delay = retryDelay(attempt);
    expect(delay).toBeLessThanOrEqual(full);
    expect(delay).toBeGreaterThanOrEqual(full * 0.75);
  }
});

test('a server asking for more than a minute, or nonsense, falls back to backoff', () => {
  expect(retryDelay(1, headers({ 'retry-after': '3600' }), 429, now)).toBeLessThanOrEqual(500);
  expect(retryDelay(1, headers({ 'retry-after': 'soon' }), 429, now)).toBeLessThanOrEqual(500);
});
