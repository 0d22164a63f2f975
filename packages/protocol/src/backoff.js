// Plain JavaScript (types in backoff.d.ts) so that the API, which runs compiled code on Node without a bundler,
// imports this very file ('@pagewise/protocol/backoff') as the SDK and the widget do.

/**
 * How long to wait before retry number `attempt` (1-based): `base`·2^(attempt−1) up to `max`, less up to
 * a quarter at random, so that many clients that failed together do not retry in step.
 * @param {number} attempt
 * @param {number} [base]
 * @param {number} [max]
 * @returns {number}
 */
export function backoff(attempt, base = 500, max = 8_000) {
  return Math.min(base * 2 ** (attempt - 1), max) * (1 - Math.random() / 4);
}

/**
 * Resolves after `ms`, or at once when `signal` aborts: the caller's next step sees the aborted signal.
 * @param {number} ms
 * @param {AbortSignal} [signal]
 * @returns {Promise<void>}
 */
export function sleep(ms, signal) {
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
