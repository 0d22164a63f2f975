import { runtimeConfig } from '../runtime-config';
import { siteConfig } from '../site-config';
import { readErrorText } from './error-text';

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

export class RequestTimeoutError extends Error {
  constructor(ms: number) {
    super(`The server did not answer within ${Math.round(ms / 1000)} seconds. Please try again.`);
    this.name = 'RequestTimeoutError';
  }
}

/** The server could not be reached; it carries no message of its own, so callers show their fallback text. */
export class NetworkError extends Error {
  constructor(readonly cause: unknown) {
    super('');
    this.name = 'NetworkError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /**
   * Cookies go with every call by default (the /api/auth session). /v1 answers any origin without cookies,
   * so public /v1 reads pass 'omit'.
   */
  credentials?: RequestCredentials;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** The one way the site calls the API: JSON in and out, on the configured API address, with a time limit. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const timeoutMs = options.timeoutMs ?? siteConfig.requestTimeoutMs;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const response = await fetch(`${runtimeConfig().apiUrl}${path}`, {
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

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
