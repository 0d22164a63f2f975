import { type AccountClient, createAccountClient, REFRESH_PATH, SessionExpiredError } from '@pagewise/protocol/account';
import { Pagewise } from '@pagewise/sdk';
import { dashboardConfig } from '../dashboard-config';
import { runtimeConfig } from '../runtime-config';
import { xhrFetch } from './xhr-fetch';

let account: AccountClient | undefined;
let v1: Pagewise | undefined;
let refreshing: Promise<void> | null = null;
const expiredListeners = new Set<() => void>();

/** Tells the app when the session is over (a refresh failed), so it can send the person to sign in. */
export function onSessionExpired(listener: () => void): () => void {
  expiredListeners.add(listener);
  return () => expiredListeners.delete(listener);
}

/**
 * The /api/auth client the site and the dashboard share (@pagewise/protocol/account): cookies, 15 s time limit,
 * one refresh on 401 shared by parallel requests, "Session expired. Please log in again." when it fails.
 */
export function sessionClient(): AccountClient {
  if (!account) {
    account = createAccountClient({ baseUrl: () => runtimeConfig().apiUrl, timeoutMs: dashboardConfig.requestTimeoutMs });
    account.onSessionExpired(() => expiredListeners.forEach((listener) => listener()));
  }
  return account;
}

/** One refresh at a time for /v1 calls that meet a 401; every waiting call fails together when it fails. */
function refreshForV1(): Promise<void> {
  refreshing ??= sessionClient()
    .request(REFRESH_PATH, { method: 'POST', refreshOn401: false })
    .then(
      () => undefined,
      (cause: unknown) => {
        expiredListeners.forEach((listener) => listener());
        throw new SessionExpiredError(cause);
      },
    )
    .finally(() => (refreshing = null));
  return refreshing;
}

/**
 * fetch for /v1 with the session's cookies and the same rule: one refresh on a 401, then the call once more.
 * When the refresh fails the answer is a 401 saying so, which the SDK turns into its AuthenticationError.
 */
export async function v1Fetch(input: string, init: RequestInit = {}, transport: typeof fetch = fetch): Promise<Response> {
  const send = () => transport(input, { ...init, credentials: 'include' });
  const response = await send();
  if (response.status !== 401) return response;
  void response.body?.cancel().catch(() => {});
  try {
    await refreshForV1();
  } catch (error) {
    const body = { error: (error as Error).message, code: 'session_expired', request_id: response.headers.get('x-request-id') ?? '' };
    return new Response(JSON.stringify(body), { status: 401, headers: { 'Content-Type': 'application/json' } });
  }
  return send();
}

/**
 * The /v1 client (@pagewise/sdk) with no API key: `credentials: 'include'` sends the session cookie, which speaks
 * for the organization's admin. Its fetch is v1Fetch, so a 401 on /v1 refreshes the session once too.
 */
export function api(): Pagewise {
  v1 ??= new Pagewise({
    credentials: 'include',
    baseURL: runtimeConfig().apiUrl,
    timeout: dashboardConfig.requestTimeoutMs,
    maxRetries: 1,
    fetch: (input, init) => v1Fetch(String(input), init),
  });
  return v1;
}

/**
 * A /v1 client whose requests report how much of their body has been sent (an XMLHttpRequest underneath), for
 * PDF uploads with a progress bar. Same session cookie and refresh rule as api(); one per upload.
 */
export function uploadClient(onUploadProgress: (sent: number, total: number) => void): Pagewise {
  const transport = xhrFetch(onUploadProgress);
  return new Pagewise({
    credentials: 'include',
    baseURL: runtimeConfig().apiUrl,
    timeout: dashboardConfig.uploadTimeoutMs,
    maxRetries: 1,
    fetch: (input, init) => v1Fetch(String(input), init, transport),
  });
}

/** Forgets the clients (tests point each file at its own mock API). */
export function resetClients(): void {
  account = undefined;
  v1 = undefined;
  refreshing = null;
}
