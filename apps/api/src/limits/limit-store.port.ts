/** Counts hits in fixed windows. In memory by default; Redis (REDIS_URL) so several API processes share counts. */
export interface WindowCount {
  /** Hits in the current window, this one included. */
  count: number;
  /** When the window ends, UNIX milliseconds. */
  resetAt: number;
}

export interface Counter {
  key: string;
  limit: number;
}

export interface AllOrNone {
  /** Index of the first counter that was already at its limit; null when all were counted. */
  full: number | null;
  /** Each counter after this hit (or as found, when none was counted). */
  counts: number[];
  resetAt: number;
}

export interface LimitStore {
  /** Adds one hit to `key`'s window of `windowMs` and returns the new count atomically. */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** Adds one hit to each key's window (one round trip for all), and returns the new counts in order. */
  hitEach(keys: string[], windowMs: number): Promise<{ counts: number[]; resetAt: number }>;
  /**
   * Adds one hit to every counter at once, but only when each is still under its limit; otherwise adds none and
   * names the first full one. Atomic, so a request refused by one counter costs nothing on the others.
   */
  hitAll(counters: Counter[], windowMs: number): Promise<AllOrNone>;
  /** Resolves while the store answers (for /health); absent for the in-memory store, which is always up. */
  ping?(): Promise<void>;
  /** Reads without counting. */
  peek(key: string, windowMs: number): Promise<WindowCount>;
}

export const LIMIT_STORE = Symbol('LimitStore');
