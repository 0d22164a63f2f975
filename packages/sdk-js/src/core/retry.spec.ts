import { isRetryableStatus, retryDelay } from './retry.js';

const now = Date.parse('2026-11-23T02:00:00Z');

test('retries 408, 409, 429 and 5xx only', () => {
  expect([408, 409, 429, 500, 502, 503].every(isRetryableStatus)).toBe(true);
  expect([400, 401, 403, 404, 413, 415, 422].some(isRetryableStatus)).toBe(false);
});

test('waits until the time the server named', () => {
  expect(retryDelay(1, now + 3000, now)).toBe(3000);
  expect(retryDelay(3, now, now)).toBe(0);
});

test('otherwise backs off exponentially with up to 25% jitter, capped at 8 s', () => {
  for (const [attempt, full] of [
    [1, 500],
    [2, 1000],
    [10, 8000],
  ]) {
    expect(retryDelay(attempt)).toBeLessThanOrEqual(full);
    expect(retryDelay(attempt)).toBeGreaterThanOrEqual(full * 0.75);
  }
});

test('a server asking for more than a minute, or for a time gone by, gets backoff', () => {
  expect(retryDelay(1, now + 3_600_000, now)).toBeLessThanOrEqual(500);
  expect(retryDelay(1, now - 5000, now)).toBeLessThanOrEqual(500);
});
