import { backoff, sleep } from './backoff.js';

test('doubles from the base up to the cap, less at most a quarter of jitter', () => {
  for (const [attempt, full] of [
    [1, 500],
    [2, 1000],
    [3, 2000],
    [10, 8000],
  ]) {
    for (let i = 0; i < 20; i++) {
      const delay = backoff(attempt);
      expect(delay).toBeLessThanOrEqual(full);
      expect(delay).toBeGreaterThanOrEqual(full * 0.75);
    }
  }
  expect(backoff(2, 1000)).toBeGreaterThanOrEqual(1500);
});

test('sleep waits, and ends at once when its signal aborts', async () => {
  let started = Date.now();
  await sleep(30);
  expect(Date.now() - started).toBeGreaterThanOrEqual(25);
  const controller = new AbortController();
  started = Date.now();
  setTimeout(() => controller.abort(), 10);
  await sleep(60_000, controller.signal);
  await sleep(60_000, AbortSignal.abort());
  expect(Date.now() - started).toBeLessThan(30_000);
});
