import { randomBytes } from 'node:crypto';
import { bearer } from './api-keys.js';

export interface Answer {
  status: number;
  limit: number;
  remaining: number;
  reset: number;
  retryAfter: string | null;
  body: { error?: string; code?: string; request_id?: string };
}

/** Fixed windows of a minute: start a burst well inside one, so it cannot straddle two. */
export async function awayFromMinuteEdge(marginMs = 5000): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

export async function get(url: string, key: string | null, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(url, { headers: { ...(key ? bearer(key) : {}), ...headers } });
  return {
    status: res.status,
    limit: Number(res.headers.get('x-ratelimit-limit')),
    remaining: Number(res.headers.get('x-ratelimit-remaining')),
    reset: Number(res.headers.get('x-ratelimit-reset')),
    retryAfter: res.headers.get('retry-after'),
    body: await res.json(),
  };
}

/** `n` requests at once; `urlFor(i)` may spread them over several servers. */
export function burst(n: number, urlFor: (i: number) => string, key: string, headers: Record<string, string> = {}): Promise<Answer[]> {
  return Promise.all(Array.from({ length: n }, (_, i) => get(urlFor(i), key, headers)));
}

export const statuses = (answers: Answer[]) => ({
  ok: answers.filter((a) => a.status === 200).length,
  limited: answers.filter((a) => a.status === 429).length,
});

/** The Remaining values of the successful answers, sorted: exactly limit-1 … 0 when counting is exact. */
export const remainders = (answers: Answer[]) => answers.filter((a) => a.status === 200).map((a) => a.remaining).sort((a, b) => a - b);

export const countdown = (limit: number) => Array.from({ length: limit }, (_, i) => i);

/** A client address no earlier run has spent (failed authentications are counted per address, in Redis too). */
export const freshAddress = () => `2001:db8::${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
