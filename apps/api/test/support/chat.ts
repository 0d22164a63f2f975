import { bearer } from './api-keys.js';

/** POST a JSON body to a /v1 path with a key; returns the raw response. */
export function postJson(base: string, path: string, key: string | null, body: unknown, init: RequestInit = {}): Promise<Response> {
  return fetch(`${base}${path}`, {
    method: 'POST',
    ...init,
    headers: { ...(key ? bearer(key) : {}), 'Content-Type': 'application/json', ...(init.headers as Record<string, string> | undefined) },
    body: JSON.stringify(body),
  });
}
