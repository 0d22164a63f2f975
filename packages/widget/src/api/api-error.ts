/**
 * A failed call, reduced to what the widget needs to explain it: the HTTP status (0 when the
 * network failed before any answer), the API's machine code, and when a rate limit lifts.
 */
export class WidgetApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    /** Epoch milliseconds after which asking again should succeed (429 only). */
    readonly retryAt?: number,
  ) {
    super(message);
  }
}

const DEFAULT_RETRY_SECONDS = 10;

/** Reads the `/v1` error body `{error, code, request_id}` and the rate-limit headers of a failed response. */
export async function errorFromResponse(res: Response, now = Date.now()): Promise<WidgetApiError> {
  let body: { error?: string; code?: string } = {};
  try {
    body = await res.json();
  } catch {
    // A proxy's HTML error page: the status alone will do.
  }
  let retryAt: number | undefined;
  if (res.status === 429) {
    const after = Number(res.headers.get('Retry-After'));
    const reset = Number(res.headers.get('X-RateLimit-Reset'));
    retryAt = after > 0 ? now + after * 1000 : reset > 0 ? reset * 1000 : now + DEFAULT_RETRY_SECONDS * 1000;
  }
  return new WidgetApiError(body.error || res.statusText || 'Request failed', res.status, body.code || `http_${res.status}`, retryAt);
}
