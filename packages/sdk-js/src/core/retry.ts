import { backoff } from '@pagewise/protocol';

// A server asking for longer than this is better answered by failing and letting the caller decide.
const MAX_SERVER_DELAY_MS = 60_000;

export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 409 || status === 429 || status >= 500;
}

/**
 * How long to wait before retry number `attempt` (1-based): until `retryAt` when the server said
 * (Retry-After, or X-RateLimit-Reset on a 429), else exponential backoff with jitter.
 */
export function retryDelay(attempt: number, retryAt?: number, now = Date.now()): number {
  const asked = retryAt === undefined ? -1 : retryAt - now;
  return asked >= 0 && asked <= MAX_SERVER_DELAY_MS ? asked : backoff(attempt);
}
