/**
 * How long to wait before retry number `attempt` (1-based): `base`·2^(attempt−1) up to `max`, less up to
 * a quarter at random, so that many clients that failed together do not retry in step.
 */
export function backoff(attempt: number, base = 500, max = 8_000): number {
  return Math.min(base * 2 ** (attempt - 1), max) * (1 - Math.random() / 4);
}

/** Resolves after `ms`, or at once when `signal` aborts: the caller's next step sees the aborted signal. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, signal?.aborted ? 0 : ms);
    signal?.addEventListener('abort', done);
  });
}
