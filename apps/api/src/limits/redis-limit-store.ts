import { Logger, type OnModuleDestroy } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { LimitStore, WindowCount } from './limit-store.port.js';
import { windowEnd } from './memory-limit-store.js';

// INCR and the expiry in one script: atomic across every API process, and no counter outlives its window.
const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIREAT', KEYS[1], ARGV[1]) end
return count`;

type HitClient = Redis & { pagewiseHit(key: string, expireAt: string): Promise<number> };

/** Fixed windows in Redis (REDIS_URL), shared by every API process; same window alignment as the memory store. */
export class RedisLimitStore implements LimitStore, OnModuleDestroy {
  private readonly redis: HitClient;
  private readonly logger = new Logger('Limits');

  constructor(url: string, private readonly prefix = 'pagewise:limits:') {
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true }) as HitClient;
    this.redis.defineCommand('pagewiseHit', { numberOfKeys: 1, lua: HIT });
    this.redis.on('error', (err) => this.logger.error({ err }, 'Redis connection error'));
  }

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const resetAt = windowEnd(Date.now(), windowMs);
    // A second of slack keeps a counter alive for callers whose clock is slightly behind.
    const count = await this.redis.pagewiseHit(this.keyFor(key, windowMs, resetAt), String(resetAt + 1000));
    return { count: Number(count), resetAt };
  }

  async peek(key: string, windowMs: number): Promise<WindowCount> {
    const resetAt = windowEnd(Date.now(), windowMs);
    const value = await this.redis.get(this.keyFor(key, windowMs, resetAt));
    return { count: Number(value ?? 0), resetAt };
  }

  async onModuleDestroy(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  private keyFor(key: string, windowMs: number, resetAt: number): string {
    return `${this.prefix}${key}:${windowMs}:${resetAt}`;
  }
}
