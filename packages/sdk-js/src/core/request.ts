import { readFailure, sleep } from '@pagewise/protocol';
import { APIConnectionError, APIError, APITimeoutError, APIUserAbortError, PagewiseError } from '../errors.js';
import { isRetryableStatus, retryDelay } from './retry.js';

/** Per-call options, accepted as the last argument of every method. */
export interface RequestOptions {
  signal?: AbortSignal;
  /** Milliseconds until the response headers (and, for JSON, the body) must have arrived. */
  timeout?: number;
  maxRetries?: number;
  headers?: Record<string, string>;
  /**
   * Sees every HTTP response of the call as it arrives (retried ones too), before its body is read: for its
   * status and headers, e.g. `X-RateLimit-Remaining`. Do not read the body here.
   */
  onResponse?: (response: Response) => void;
}

export interface ClientConfig {
  /** Absent when the browser's session cookie identifies the caller (credentials: 'include'). */
  apiKey?: string;
  credentials?: RequestCredentials;
  baseURL: string;
  fetch: typeof fetch;
  maxRetries: number;
  timeout: number;
}

export interface ApiRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  query?: object;
  body?: object | FormData;
  /** Resolve with the open Response (for SSE) instead of its parsed JSON. */
  stream?: boolean;
  /** Resolve with the body as a Blob (files) instead of its parsed JSON. */
  blob?: boolean;
}

export async function request(config: ClientConfig, req: ApiRequest, opts: RequestOptions = {}): Promise<any> {
  const maxRetries = opts.maxRetries ?? config.maxRetries;
  const isForm = req.body instanceof FormData;
  const init: RequestInit = {
    method: req.method,
    headers: {
      ...(config.apiKey && { authorization: `Bearer ${config.apiKey}` }),
      accept: req.stream ? 'text/event-stream' : req.blob ? '*/*' : 'application/json',
      ...(req.body && !isForm && { 'content-type': 'application/json' }),
      ...opts.headers,
    },
    body: isForm ? (req.body as FormData) : req.body && JSON.stringify(req.body),
    ...(config.credentials && { credentials: config.credentials }),
  };
  const url = buildURL(config.baseURL, req.path, req.query);

  for (let attempt = 1; ; attempt++) {
    const attemptSignal = linkSignal(opts.signal, opts.timeout ?? config.timeout);
    let keepLinked = false;
    let wait: number;
    try {
      const res = await config.fetch(url, { ...init, signal: attemptSignal.signal });
      opts.onResponse?.(res);
      if (res.ok && req.stream) {
        // The stream outlives the timeout (answers take as long as they take), but must still abort.
        keepLinked = true;
        return res;
      }
      if (res.ok) return await (req.blob ? res.blob() : res.json());
      const failure = await readFailure(res);
      if (attempt > maxRetries || !isRetryableStatus(res.status)) throw APIError.from(failure);
      wait = retryDelay(attempt, failure.retryAt);
    } catch (cause) {
      if (PagewiseError.isInstance(cause)) throw cause;
      if (opts.signal?.aborted) throw new APIUserAbortError('Request was aborted.', { cause });
      if (cause instanceof SyntaxError) throw new PagewiseError('The API sent a response that is not JSON.', { cause });
      const error = attemptSignal.timedOut()
        ? new APITimeoutError('Request timed out.', { cause })
        : new APIConnectionError('Connection error.', { cause });
      if (attempt > maxRetries) throw error;
      wait = retryDelay(attempt);
    } finally {
      attemptSignal.release(keepLinked);
    }
    await sleep(wait, opts.signal);
    if (opts.signal?.aborted) throw new APIUserAbortError('Request was aborted.');
  }
}

function buildURL(baseURL: string, path: string, query?: object): string {
  const url = new URL(baseURL.replace(/\/+$/, '') + path);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  return url.toString();
}

/** One attempt's signal: aborts when the caller's signal does or when the timeout passes. */
function linkSignal(parent: AbortSignal | undefined, timeout: number) {
  const controller = new AbortController();
  let timedOut = false;
  const onAbort = () => controller.abort(parent?.reason);
  if (parent?.aborted) onAbort();
  parent?.addEventListener('abort', onAbort, { once: true });
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeout);
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    release(keepLinked: boolean) {
      clearTimeout(timer);
      if (!keepLinked) parent?.removeEventListener('abort', onAbort);
    },
  };
}
