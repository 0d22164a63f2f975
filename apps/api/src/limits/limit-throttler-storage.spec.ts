import { type LimitState, tightest } from './limit-throttler-storage.js';

const state = (limit: number, remaining: number, resetAt: number, exceeded = false): LimitState => ({ limit, remaining, resetAt, exceeded });

describe('tightest (the counter whose X-RateLimit-* headers a request gets)', () => {
  it('is the counter with the fewest requests left, the smaller limit on a tie, the first on a full tie', () => {
    const key = state(25, 20, 60_000);
    const organization = state(2, 1, 60_000);
    expect(tightest([key, organization])).toBe(organization);
    const small = state(10, 5, 60_000);
    expect(tightest([state(25, 5, 60_000), small])).toBe(small);
    const first = state(10, 5, 60_000);
    expect(tightest([first, state(10, 5, 120_000)])).toBe(first);
  });

  it('is an exceeded counter over any other, the one that frees up last among several', () => {
    const full = state(25, 0, 60_000, true);
    expect(tightest([state(2, 0, 60_000), full])).toBe(full);
    const day = state(1000, 0, 86_400_000, true);
    expect(tightest([full, day, state(2, 1, 60_000)])).toBe(day);
  });
});
