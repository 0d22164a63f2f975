/** Counts hits in fixed windows. In memory by default; Redis (REDIS_URL) so several API processes share counts. */
export interface WindowCount {
  /** Hits in the current window, this one included. */
  count: number;
  /** When the window ends, UNIX milliseconds. */
  resetAt: number;
}

export interface LimitStore {
  /** Adds one hit to `key`'s window of `windowMs` and returns the new count atomically. */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** Reads without counting. */
  peek(key: string, windowMs: number): Promise<WindowCount>;
}

export const LIMIT_STORE = Symbol('LimitStore');
