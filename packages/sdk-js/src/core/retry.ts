import { APIUserAbortError } from '../errors.js';

const BASE_DELAY_MS = 500;
const MAX_DELAY_MS = 8_000;
// A server asking for longer than this is better answered by failing and letting the caller decide.
const MAX_SERVER_DELAY_MS = 60_000;

export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 409 || status === 429 || status >= 500;
}

/**
 * How long to wait before retry number `attempt` (1-based): what the server asked for when it said
 * (Retry-After in seconds or as a date; X-RateLimit-Reset in UNIX seconds on a 429), else exponential
 * backoff with jitter so that many clients do not retry in step.
 */
export function retryDelay(attempt: number, headers?: Headers, status?: number, now = Date.now()): number {
  const asked = serverDelay(headers, status, now);
  if (asked !== undefined && asked >= 0 && asked <= MAX_SERVER_DELAY_MS) return asked;
  const backoff = Math.min(BASE_DELAY_MS * 2 ** (attempt - 1), MAX_DELAY_MS);
  return backoff * (1 - Math.random() * 0.25);
}

function serverDelay(headers: Headers | undefined, status: number | undefined, now: number): number | undefined {
  const retryAfter = headers?.get('retry-after');
  if (retryAfter) {
    const seconds = Number(retryAfter);
    return Number.isNaN(seconds) ? Date.parse(retryAfter) - now : seconds * 1000;
  }
  const reset = headers?.get('x-ratelimit-reset');
  // Every response carries the reset time; it only says "wait" when the limit was hit.
  if (reset && status === 429) return Math.max(0, Number(reset) * 1000 - now);
  return undefined;
}

/** Waits `ms`, or rejects with APIUserAbortError as soon as `signal` aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const abort = () => {
      clearTimeout(timer);
      reject(new APIUserAbortError('Request was aborted.'));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', abort);
      resolve();
    }, ms);
    if (signal?.aborted) abort();
    else signal?.addEventListener('abort', abort, { once: true });
  });
}
