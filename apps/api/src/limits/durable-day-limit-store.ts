import type { DataSource, EntityManager } from 'typeorm';
import type { AllOrNone, Counter, LimitStore, WindowCount } from './limit-store.port.js';
import { MemoryLimitStore, windowEnd } from './memory-limit-store.js';

const DAY = 86_400_000;

/**
 * The store without Redis: windows shorter than a day in memory (a restart only starts a minute again), windows
 * of a day or more in the database (`limit_counts`), so a restart cannot hand an organization its daily chat
 * quota back. Keys are locked in sorted order inside one transaction: exact under concurrency on PGlite and across
 * API processes on PostgreSQL.
 */
export class DurableDayLimitStore implements LimitStore {
  private readonly memory = new MemoryLimitStore();
  private nextSweep = 0;

  constructor(private readonly db: DataSource) {}

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    if (windowMs < DAY) return this.memory.hit(key, windowMs);
    const { counts, resetAt } = await this.hitEach([key], windowMs);
    return { count: counts[0], resetAt };
  }

  async hitEach(keys: string[], windowMs: number): Promise<{ counts: number[]; resetAt: number }> {
    if (windowMs < DAY) return this.memory.hitEach(keys, windowMs);
    const resetAt = windowEnd(Date.now(), windowMs);
    const counts = await this.db.transaction(async (tx) => {
      const found = await this.lock(tx, keys, windowMs, resetAt);
      await this.add(tx, keys, windowMs, resetAt);
      return keys.map((key) => (found.get(key) ?? 0) + 1);
    });
    return { counts, resetAt };
  }

  async hitAll(counters: Counter[], windowMs: number): Promise<AllOrNone> {
    if (windowMs < DAY) return this.memory.hitAll(counters, windowMs);
    const resetAt = windowEnd(Date.now(), windowMs);
    this.sweep();
    const keys = counters.map((c) => c.key);
    return this.db.transaction(async (tx) => {
      const found = await this.lock(tx, keys, windowMs, resetAt);
      const counts = keys.map((key) => found.get(key) ?? 0);
      const full = counters.findIndex((c, i) => counts[i] >= c.limit);
      if (full >= 0) return { full, counts, resetAt };
      await this.add(tx, keys, windowMs, resetAt);
      return { full: null, counts: counts.map((n) => n + 1), resetAt };
    });
  }

  async peek(key: string, windowMs: number): Promise<WindowCount> {
    if (windowMs < DAY) return this.memory.peek(key, windowMs);
    const resetAt = windowEnd(Date.now(), windowMs);
    const rows: { count: number }[] = await this.db.query('SELECT count FROM limit_counts WHERE key = $1 AND window_end = $2', [this.name(key, windowMs), resetAt]);
    return { count: Number(rows[0]?.count ?? 0), resetAt };
  }

  /** Makes each counter's row (at 0) and locks them all, in sorted order so two requests cannot deadlock. */
  private async lock(tx: EntityManager, keys: string[], windowMs: number, resetAt: number): Promise<Map<string, number>> {
    const names = [...new Set(keys.map((key) => this.name(key, windowMs)))].sort();
    await tx.query('INSERT INTO limit_counts (key, window_end) SELECT unnest($1::text[]), $2 ORDER BY 1 ON CONFLICT DO NOTHING', [names, resetAt]);
    const rows: { key: string; count: number }[] = await tx.query(
      'SELECT key, count FROM limit_counts WHERE key = ANY($1::text[]) AND window_end = $2 ORDER BY key FOR UPDATE',
      [names, resetAt],
    );
    const byName = new Map(rows.map((r) => [r.key, Number(r.count)]));
    return new Map(keys.map((key) => [key, byName.get(this.name(key, windowMs)) ?? 0]));
  }

  private async add(tx: EntityManager, keys: string[], windowMs: number, resetAt: number): Promise<void> {
    const names = keys.map((key) => this.name(key, windowMs));
    await tx.query('UPDATE limit_counts SET count = count + 1 WHERE key = ANY($1::text[]) AND window_end = $2', [names, resetAt]);
  }

  /** Ended windows are deleted at most once an hour, by whichever process counts first. */
  private sweep(): void {
    const now = Date.now();
    if (now < this.nextSweep) return;
    this.nextSweep = now + 3_600_000;
    void this.db.query('DELETE FROM limit_counts WHERE window_end < $1', [now]).catch(() => undefined);
  }

  private name(key: string, windowMs: number): string {
    return `${key}:${windowMs}`;
  }
}
