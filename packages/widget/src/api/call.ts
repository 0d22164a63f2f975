import { readFailure } from '@pagewise/protocol';

/** A /v1 call with the widget's publishable key. A refused call rejects with the API's Failure. */
export async function call(to: { apiUrl: string; apiKey: string }, path: string, init: RequestInit = {}): Promise<Response> {
  const res = await fetch(to.apiUrl + path, { ...init, headers: { Authorization: `Bearer ${to.apiKey}`, ...init.headers } });
  if (!res.ok) throw await readFailure(res);
  return res;
}

/** The same, sending `body` as JSON. */
export const post = (to: { apiUrl: string; apiKey: string }, path: string, body: unknown, init: RequestInit = {}) =>
  call(to, path, { ...init, method: 'POST', headers: { 'Content-Type': 'application/json', ...init.headers }, body: JSON.stringify(body) });
