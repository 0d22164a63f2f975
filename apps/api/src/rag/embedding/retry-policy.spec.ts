import { isRetryableStatus, retryDelayMs, sleep } from './retry-policy.js';

describe('retry policy', () => {
  const policy = { maxRetries: 4, baseDelayMs: 100, maxDelayMs: 1_000 };

  it('retries throttling, conflicts, timeouts and server errors, not other client errors', () => {
    expect([408, 409, 429, 500, 502, 503].every(isRetryableStatus)).toBe(true);
    expect([400, 401, 403, 404, 422].some(isRetryableStatus)).toBe(false);
  });

  it('backs off exponentially with jitter, up to the cap', () => {
    for (const [attempt, full] of [[0, 100], [1, 200], [2, 400], [5, 1_000]]) {
      const delay = retryDelayMs(policy, attempt, null);
      expect(delay).toBeGreaterThanOrEqual(full * 0.75);
      expect(delay).toBeLessThanOrEqual(full);
    }
  });

  it("follows the provider's Retry-After seconds, capped", () => {
    expect(retryDelayMs(policy, 0, '0.5')).toBe(500);
    expect(retryDelayMs(policy, 0, '120')).toBe(1_000);
    expect(retryDelayMs(policy, 0, 'soon')).toBeLessThanOrEqual(100);
  });

  it('sleeps until aborted', async () => {
    const controller = new AbortController();
    const pending = sleep(60_000, controller.signal);
    controller.abort(new Error('stop'));
    await expect(pending).rejects.toThrow('stop');
  });
});
