import { Pagewise } from '@pagewise/sdk';
import { dashboardConfig } from '../dashboard-config';
import { runtimeConfig } from '../runtime-config';
import { createSessionClient, type SessionClient } from './session-client';

let session: SessionClient | undefined;
let v1: Pagewise | undefined;
const expiredListeners = new Set<() => void>();

/** Tells the app when the session is over (a refresh failed), so it can send the person to sign in. */
export function onSessionExpired(listener: () => void): () => void {
  expiredListeners.add(listener);
  return () => expiredListeners.delete(listener);
}

/** The /api/auth client: cookies, 15 s time limit, one refresh on 401 shared by parallel requests. */
export function sessionClient(): SessionClient {
  session ??= createSessionClient({
    apiUrl: () => runtimeConfig().apiUrl,
    timeoutMs: dashboardConfig.requestTimeoutMs,
    onSessionExpired: () => expiredListeners.forEach((listener) => listener()),
  });
  return session;
}

/**
 * The /v1 client (@pagewise/sdk). With no API key, the session cookie speaks for the organization's admin;
 * its fetch goes through the session client, so a 401 on /v1 refreshes the session once too.
 */
export function api(): Pagewise {
  v1 ??= new Pagewise({
    apiKey: 'session',
    baseURL: runtimeConfig().apiUrl,
    timeout: dashboardConfig.requestTimeoutMs,
    maxRetries: 1,
    fetch: (input, init) => {
      const headers = new Headers(init?.headers);
      headers.delete('authorization');
      return sessionClient().sessionFetch(String(input), { ...init, headers });
    },
  });
  return v1;
}

/** Forgets the clients (tests point each file at its own mock API). */
export function resetClients(): void {
  session = undefined;
  v1 = undefined;
}
