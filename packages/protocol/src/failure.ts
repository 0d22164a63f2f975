import type { ErrorCode } from './wire-types.js';

/**
 * A failed call, as both clients describe it before presenting it their way: the API's sentence and code
 * (or a client's own: `connection_lost`, `stream_error`, `unknown_error`), the status (0: no answer, or a
 * stream cut before its end), when asking again should work, and the request's id.
 */
export class Failure extends Error {
  declare readonly code: ErrorCode | (string & {});
  declare readonly status?: number;
  /** Epoch milliseconds the API asked to wait until, if it did. */
  declare readonly retryAt?: number;
  declare readonly requestId?: string;

  constructor(message: string, init: Pick<Failure, 'code' | 'status' | 'retryAt' | 'requestId'>) {
    super(message);
    Object.assign(this, init);
  }
}

/**
 * Reads the `{error, code, request_id}` body of a failed response (docs/api.md). A body that is not JSON
 * (a proxy's HTML page) still leaves the status, the retry time and the X-Request-Id header.
 */
export async function readFailure(res: Response): Promise<Failure> {
  const { status, headers } = res;
  const body = await res.json().catch(() => null);
  return new Failure(body?.error || `Request failed with status ${status}`, {
    status,
    code: body?.code || 'unknown_error',
    retryAt: retryAt(headers, status),
    requestId: body?.request_id || headers.get('x-request-id') || undefined,
  });
}

/**
 * When the API said to try again: Retry-After (seconds, or an HTTP date) on any status, else on a 429
 * X-RateLimit-Reset (UNIX seconds). Every /v1 response carries X-RateLimit-Reset; only a 429 means "wait".
 * Retry-After comes first because it names the limit that was hit (the daily quota resets at midnight).
 */
export function retryAt(headers: Headers, status: number, now = Date.now()): number | undefined {
  const after = headers.get('retry-after');
  const seconds = Number(after);
  const at = after ? (seconds >= 0 ? now + seconds * 1000 : Date.parse(after)) : status === 429 ? Number(headers.get('x-ratelimit-reset')) * 1000 : 0;
  return at > 0 ? at : undefined;
}
