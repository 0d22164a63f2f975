import { ApiError, NetworkError, RequestTimeoutError, SessionExpiredError } from './errors.js';

/** Network calls give up after this long unless told otherwise. */
export const DEFAULT_TIMEOUT_MS = 15_000;
/** The call that trades the refresh cookie for a new session. */
export const REFRESH_PATH = '/api/auth/token/refresh/';

export interface AccountClientConfig {
  /**
   * The API's address, e.g. `https://api.example.com`. A function is read at every call, for apps whose address
   * comes from a runtime config loaded after start.
   */
  baseUrl: string | (() => string);
  timeoutMs?: number;
  /** Defaults to the global fetch; tests and server-side callers may pass their own. */
  fetch?: typeof fetch;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /**
   * Cookies go with every call by default (the /api/auth session). /v1 answers any origin without cookies, so
   * public /v1 reads pass 'omit'.
   */
  credentials?: RequestCredentials;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** false: a 401 is an answer like any other, no refresh is tried (sign-in and the refresh call itself). */
  refreshOn401?: boolean;
}

export interface AccountClient {
  /** JSON in and out, cookies sent, a time limit, and one refresh shared by every call that meets a 401. */
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  /** Called once per failed refresh, so the app can forget the signed-in user. Returns the unsubscribe. */
  onSessionExpired(listener: (error: SessionExpiredError) => void): () => void;
}

/**
 * The account/session HTTP client the site and the dashboard share. Sessions live in httpOnly cookies (the API
 * never hands tokens to scripts), so a refresh is just POST token/refresh/ with the refresh cookie.
 *
 * On a 401 the call refreshes once and is sent again. Calls that meet a 401 while a refresh is under way wait for
 * that same refresh; a call sent before the last refresh finished is simply sent again. When the refresh fails,
 * every waiting call fails with SessionExpiredError.
 */
export function createAccountClient(config: AccountClientConfig): AccountClient {
  const listeners = new Set<(error: SessionExpiredError) => void>();
  let refreshing: Promise<void> | null = null;
  /** Counts successful refreshes: a 401 to a call sent under an older session needs no new refresh. */
  let generation = 0;

  const baseUrl = () => (typeof config.baseUrl === 'function' ? config.baseUrl() : config.baseUrl).replace(/\/+$/, '');

  async function send<T>(path: string, options: RequestOptions): Promise<T> {
    const timeoutMs = options.timeoutMs ?? config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onAbort = () => controller.abort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    try {
      const doFetch = config.fetch ?? fetch;
      const response = await doFetch(`${baseUrl()}${path}`, {
        method: options.method ?? 'GET',
        credentials: options.credentials ?? 'include',
        headers: { Accept: 'application/json', ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: controller.signal,
      });
      const body = await readBody(response);
      if (!response.ok) throw new ApiError(response.status, body);
      return body as T;
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (timedOut) throw new RequestTimeoutError(timeoutMs);
      if (options.signal?.aborted) throw error;
      throw new NetworkError(error);
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
    }
  }

  function refresh(): Promise<void> {
    refreshing ??= send<unknown>(REFRESH_PATH, { method: 'POST' })
      .then(
        () => {
          generation += 1;
        },
        (cause: unknown) => {
          const expired = new SessionExpiredError(cause);
          for (const listener of listeners) listener(expired);
          throw expired;
        },
      )
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const sentUnder = generation;
    try {
      return await send<T>(path, options);
    } catch (error) {
      const mayRefresh = options.refreshOn401 !== false && path !== REFRESH_PATH;
      if (!(error instanceof ApiError) || error.status !== 401 || !mayRefresh) throw error;
      if (generation === sentUnder) await refresh();
      // Only one refresh per call: a second 401 is the answer.
      return send<T>(path, options);
    }
  }

  return {
    request,
    onSessionExpired(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
