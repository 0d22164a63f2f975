import type { AllOrNone, Counter, LimitStore, WindowCount } from './limit-store.port.js';

/**
 * Fixed windows aligned to multiples of the window length (a day window ends at 00:00 UTC). One process only:
 * set REDIS_URL when several API processes serve traffic.
 */
export class MemoryLimitStore implements LimitStore {
  private readonly counts = new Map<string, WindowCount>();
  private nextSweep = 0;

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    return this.add(key, windowMs);
  }

  async hitEach(keys: string[], windowMs: number): Promise<{ counts: number[]; resetAt: number }> {
    const counted = keys.map((key) => this.add(key, windowMs));
    return { counts: counted.map((c) => c.count), resetAt: counted[0]?.resetAt ?? windowEnd(Date.now(), windowMs) };
  }

  async hitAll(counters: Counter[], windowMs: number): Promise<AllOrNone> {
    // Synchronous from check to count: no other request can slip in between.
    const found = counters.map((c) => this.read(c.key, windowMs).count);
    const resetAt = windowEnd(Date.now(), windowMs);
    const full = counters.findIndex((c, i) => found[i] >= c.limit);
    if (full >= 0) return { full, counts: found, resetAt };
    return { full: null, counts: counters.map((c) => this.add(c.key, windowMs).count), resetAt };
  }

  async peek(key: string, windowMs: number): Promise<WindowCount> {
    return this.read(key, windowMs);
  }

  private add(key: string, windowMs: number): WindowCount {
    const now = Date.now();
    this.sweep(now);
    const id = `${key}:${windowMs}`;
    const resetAt = windowEnd(now, windowMs);
    const current = this.counts.get(id);
    const next = current && current.resetAt === resetAt ? { count: current.count + 1, resetAt } : { count: 1, resetAt };
    this.counts.set(id, next);
    return { ...next };
  }

  private read(key: string, windowMs: number): WindowCount {
    const resetAt = windowEnd(Date.now(), windowMs);
    const current = this.counts.get(`${key}:${windowMs}`);
    return { count: current && current.resetAt === resetAt ? current.count : 0, resetAt };
  }

  /** Drops ended windows at most once a second, so memory follows live callers only. */
  private sweep(now: number): void {
    if (now < this.nextSweep) return;
    this.nextSweep = now + 1000;
    for (const [id, entry] of this.counts) if (entry.resetAt <= now) this.counts.delete(id);
  }
}

export function windowEnd(now: number, windowMs: number): number {
  return (Math.floor(now / windowMs) + 1) * windowMs;
}
