import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';

const FLUSH_EVERY_MS = 1000;

// One statement for every key used since the last flush; GREATEST keeps the latest time across API processes.
const FLUSH = `
UPDATE api_keys k
   SET usage_count = k.usage_count + u.uses, last_used_at = GREATEST(k.last_used_at, u.last_used)
  FROM (SELECT unnest($1::uuid[]) AS id, unnest($2::bigint[]) AS uses, unnest($3::timestamptz[]) AS last_used) u
 WHERE k.id = u.id`;

interface Pending {
  uses: number;
  lastUsed: Date;
}

/**
 * usage_count and last_used_at, kept off the hot path: requests add to counters in memory, and one UPDATE
 * writes them about every second and at shutdown (after the last in-flight request, before the database closes).
 * A failed write puts its counts back for the next flush. A crash loses at most the last second of counts.
 */
@Injectable()
export class ApiKeyUsage implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('ApiKeys');
  private pending = new Map<string, Pending>();
  private flushing: Promise<void> | null = null;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly db: DataSource) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.flush(), FLUSH_EVERY_MS);
    this.timer.unref();
    // The database closes in TypeORM's own shutdown hook, which may run before ours: write the last counts
    // right before it closes, after the HTTP server has finished its in-flight requests.
    const destroy = this.db.destroy.bind(this.db);
    this.db.destroy = async () => {
      clearInterval(this.timer);
      await this.settled();
      return destroy();
    };
  }

  record(keyId: string): void {
    const entry = this.pending.get(keyId);
    if (entry) {
      entry.uses += 1;
      entry.lastUsed = new Date();
    } else {
      this.pending.set(keyId, { uses: 1, lastUsed: new Date() });
    }
  }

  /** Writes every count recorded so far (waiting for a flush already under way first). */
  async settled(): Promise<void> {
    while (this.flushing) await this.flushing;
    await this.flush();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    if (this.db.isInitialized) await this.settled();
    const lost = [...this.pending.values()].reduce((sum, e) => sum + e.uses, 0);
    if (lost) this.logger.error({ keys: this.pending.size, uses: lost }, 'API key usage counts could not be written at shutdown');
  }

  private flush(): Promise<void> {
    if (this.flushing || !this.pending.size) return this.flushing ?? Promise.resolve();
    const batch = this.pending;
    this.pending = new Map();
    this.flushing = this.write(batch).finally(() => (this.flushing = null));
    return this.flushing;
  }

  private async write(batch: Map<string, Pending>): Promise<void> {
    const ids = [...batch.keys()];
    const entries = [...batch.values()];
    try {
      await this.db.query(FLUSH, [ids, entries.map((e) => e.uses), entries.map((e) => e.lastUsed.toISOString())]);
    } catch (err) {
      this.logger.error({ err, keys: ids.length }, 'Could not record API key usage; keeping the counts for the next try');
      for (const [id, entry] of batch) this.restore(id, entry);
    }
  }

  private restore(keyId: string, entry: Pending): void {
    const current = this.pending.get(keyId);
    if (!current) this.pending.set(keyId, entry);
    else {
      current.uses += entry.uses;
      if (entry.lastUsed > current.lastUsed) current.lastUsed = entry.lastUsed;
    }
  }
}
