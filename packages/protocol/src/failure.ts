import type { ErrorCode } from './wire-types.js';

/** A failed call as clients describe it: the API's sentence and code, and when asking again should work. */
export interface Failure {
  status?: number;
  message: string;
  /** The API's code; newer APIs may send codes this client does not know yet. */
  code: ErrorCode | (string & {});
  requestId?: string;
  /** Epoch milliseconds the API asked to wait until, if it did. */
  retryAt?: number;
}

/**
 * Reads the `{error, code, request_id}` body of a failed response (docs/api.md). A body that is not JSON
 * (a proxy's HTML page) still leaves the status, the X-Request-Id header and the retry time.
 */
export async function readFailure(res: Response, now = Date.now()): Promise<Failure> {
  const body: { error?: string; code?: string; request_id?: string } = await res.json().catch(() => ({}));
  return {
    status: res.status,
    message: body?.error || `Request failed with status ${res.status}`,
    code: body?.code || 'unknown_error',
    requestId: body?.request_id || res.headers.get('x-request-id') || undefined,
    retryAt: retryAt(res.headers, res.status, now),
  };
}

/**
 * When the API said to try again: Retry-After (seconds, or an HTTP date) on any status, else on a 429
 * X-RateLimit-Reset (UNIX seconds). Every /v1 response carries X-RateLimit-Reset; only a 429 means "wait".
 * Retry-After comes first because it names the limit that was hit (the daily quota resets at midnight).
 */
export function retryAt(headers: Headers, status: number, now = Date.now()): number | undefined {
  const after = headers.get('retry-after');
  if (after) {
    const seconds = Number(after);
    const at = after.trim() && !Number.isNaN(seconds) ? now + seconds * 1000 : Date.parse(after);
    return Number.isNaN(at) ? undefined : at;
  }
  const reset = Number(headers.get('x-ratelimit-reset'));
  return status === 429 && reset > 0 ? reset * 1000 : undefined;
}
