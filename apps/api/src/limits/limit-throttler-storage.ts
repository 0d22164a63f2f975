import { Inject, Injectable } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import { LIMIT_STORE, type LimitStore } from './limit-store.port.js';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/** One counter a request draws on, as the RateLimitGuard collected it from a named throttler. */
export interface ThrottlerHit {
  key: string;
  limit: number;
  /** Window length, milliseconds. */
  ttl: number;
}

/** A counter's standing after a request; the guard turns the tightest into X-RateLimit-* headers. */
export interface LimitState {
  limit: number;
  remaining: number;
  /** UNIX milliseconds. */
  resetAt: number;
  exceeded: boolean;
}

/**
 * @nestjs/throttler's storage over the LimitStore (memory, or the Redis scripts when REDIS_URL is set, so every
 * API process shares the counts). Windows are fixed and aligned to their length, as the LimitStore's are: a
 * counter over its limit is blocked until its window ends, never for a blockDuration counted from the refusal.
 * incrementEach counts all of a request's counters in one call (one round trip to Redis).
 */
@Injectable()
export class LimitThrottlerStorage implements ThrottlerStorage {
  constructor(@Inject(LIMIT_STORE) private readonly store: LimitStore) {}

  async increment(key: string, ttl: number, limit: number): Promise<ThrottlerStorageRecord> {
    const { count, resetAt } = await this.store.hit(key, ttl);
    const left = secondsUntil(resetAt);
    return { totalHits: count, timeToExpire: left, isBlocked: count > limit, timeToBlockExpire: count > limit ? left : 0 };
  }

  /** Counts every hit (also when one of them is already full) and returns each counter's standing, in order. */
  async incrementEach(hits: ThrottlerHit[]): Promise<LimitState[]> {
    const states = new Array<LimitState>(hits.length);
    const byWindow = new Map<number, number[]>();
    hits.forEach((hit, i) => {
      const indexes = byWindow.get(hit.ttl);
      if (indexes) indexes.push(i);
      else byWindow.set(hit.ttl, [i]);
    });
    await Promise.all(
      [...byWindow].map(async ([ttl, indexes]) => {
        const { counts, resetAt } = await this.store.hitEach(
          indexes.map((i) => hits[i].key),
          ttl,
        );
        indexes.forEach((i, n) => {
          const { limit } = hits[i];
          states[i] = { limit, remaining: Math.max(0, limit - counts[n]), resetAt, exceeded: counts[n] > limit };
        });
      }),
    );
    return states;
  }
}

/** The exceeded counter that frees up last, else the one with the fewest requests left. */
export function tightest(states: LimitState[]): LimitState {
  let best = states[0];
  for (const state of states) if (tighter(state, best)) best = state;
  return best;
}

function tighter(a: LimitState, b: LimitState): boolean {
  if (a.exceeded !== b.exceeded) return a.exceeded;
  if (a.exceeded) return a.resetAt > b.resetAt;
  return a.remaining < b.remaining || (a.remaining === b.remaining && a.limit < b.limit);
}

export function secondsUntil(resetAt: number): number {
  return Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
}
