import { readErrorText } from './error-text';

export const SESSION_EXPIRED = 'Session expired. Please log in again.';

/** The server answered with a status outside 2xx; `message` is the text to show. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(readErrorText(body) ?? `HTTP error! status: ${status}`);
    this.name = 'ApiError';
  }
}

/** The refresh after a 401 failed: the person must sign in again. */
export class SessionExpiredError extends Error {
  constructor() {
    super(SESSION_EXPIRED);
    this.name = 'SessionExpiredError';
  }
}

export class RequestTimeoutError extends Error {
  constructor(ms: number) {
    super(`The server did not answer within ${Math.round(ms / 1000)} seconds. Check your connection and try again.`);
    this.name = 'RequestTimeoutError';
  }
}

export class NetworkError extends Error {
  constructor(readonly cause: unknown) {
    super('Cannot reach the Pagewise API. Check your connection and try again.');
    this.name = 'NetworkError';
  }
}

export interface SessionClientOptions {
  apiUrl: () => string;
  timeoutMs: number;
  /** Called once when a refresh fails (the session is over). */
  onSessionExpired?: () => void;
}

export interface JsonRequest {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Public reads (GET /v1/plans) pass 'omit': /v1 answers any origin without cookies. */
  credentials?: RequestCredentials;
}

/**
 * Calls the API with the session cookies. A 401 triggers one POST /api/auth/token/refresh/ and one retry of
 * that request; requests that get a 401 while the refresh is on its way wait for the same refresh, and if it
 * fails they all fail with "Session expired. Please log in again."
 */
export function createSessionClient({ apiUrl, timeoutMs, onSessionExpired }: SessionClientOptions) {
  let refreshing: Promise<void> | null = null;

  function refreshOnce(): Promise<void> {
    refreshing ??= (async () => {
      try {
        const res = await fetch(`${apiUrl()}/api/auth/token/refresh/`, { method: 'POST', credentials: 'include', headers: { Accept: 'application/json' } });
        if (!res.ok) throw new SessionExpiredError();
      } catch {
        onSessionExpired?.();
        throw new SessionExpiredError();
      } finally {
        refreshing = null;
      }
    })();
    return refreshing;
  }

  /** fetch with the cookies, a time limit on the answer's headers, and the refresh-once rule. */
  async function sessionFetch(input: string, init: RequestInit = {}, retried = false): Promise<Response> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => ((timedOut = true), controller.abort()), timeoutMs);
    const onAbort = () => controller.abort(init.signal?.reason);
    if (init.signal?.aborted) onAbort();
    init.signal?.addEventListener('abort', onAbort, { once: true });
    let response: Response;
    try {
      response = await fetch(input, { ...init, credentials: init.credentials ?? 'include', signal: controller.signal });
    } catch (error) {
      if (timedOut) throw new RequestTimeoutError(timeoutMs);
      if (init.signal?.aborted) throw error;
      throw new NetworkError(error);
    } finally {
      clearTimeout(timer);
    }
    if (response.status === 401 && !retried) {
      // Drained without waiting: the answer to read is the retry's.
      void response.body?.cancel().catch(() => {});
      await refreshOnce();
      return sessionFetch(input, init, true);
    }
    return response;
  }

  /** JSON in and out; a non-2xx answer throws ApiError with the text to show. */
  async function request<T>(path: string, { method = 'GET', body, signal, credentials }: JsonRequest = {}): Promise<T> {
    const res = await sessionFetch(`${apiUrl()}${path}`, {
      method,
      signal,
      credentials,
      headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = text;
    }
    if (res.status === 401) throw new SessionExpiredError();
    if (!res.ok) throw new ApiError(res.status, parsed);
    return parsed as T;
  }

  return { request, sessionFetch, refreshOnce };
}

export type SessionClient = ReturnType<typeof createSessionClient>;
