import { Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Redis } from 'ioredis';
import { ServiceUnavailableError } from '../common/errors/service-unavailable.error.js';
import type { AllOrNone, Counter, LimitStore, WindowCount } from './limit-store.port.js';
import { windowEnd } from './memory-limit-store.js';

// INCR and the expiry in one script: atomic across every API process, and no counter outlives its window.
const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIREAT', KEYS[1], ARGV[1]) end
return count`;

// HIT for each key in one script: one round trip for all the counters a request draws on.
const HIT_EACH = `
local counts = {}
for i, key in ipairs(KEYS) do
  local count = redis.call('INCR', key)
  if count == 1 then redis.call('PEXPIREAT', key, ARGV[1]) end
  counts[i] = count
end
return counts`;

// Every counter under its limit (ARGV[i + 1]) → all incremented, else none: { 0, counts… } or { i, counts as found }.
const HIT_ALL = `
local found = {}
for i, key in ipairs(KEYS) do
  found[i] = tonumber(redis.call('GET', key) or '0')
end
for i = 1, #KEYS do
  if found[i] >= tonumber(ARGV[i + 1]) then
    table.insert(found, 1, i)
    return found
  end
end
local counts = { 0 }
for i, key in ipairs(KEYS) do
  local count = redis.call('INCR', key)
  if count == 1 then redis.call('PEXPIREAT', key, ARGV[1]) end
  counts[i + 1] = count
end
return counts`;

/** Longest a command may take before the request it counts for is refused with 503. */
const COMMAND_TIMEOUT_MS = 500;

type HitClient = Redis & {
  pagewiseHit(key: string, expireAt: string): Promise<number>;
  pagewiseHitEach(...keysThenArgs: (string | number)[]): Promise<number[]>;
  pagewiseHitAll(...keysThenArgs: (string | number)[]): Promise<number[]>;
};

/** Fixed windows in Redis (REDIS_URL), shared by every API process; same window alignment as the memory store. */
export class RedisLimitStore implements LimitStore, OnModuleInit, OnModuleDestroy {
  private readonly redis: HitClient;
  private readonly logger = new Logger('Limits');

  constructor(url: string, private readonly prefix = 'pagewise:limits:') {
    this.redis = new Redis(url, {
      // An outage answers at once (docs/configuration.md, "Limits"): while the connection is down a command fails
      // at once instead of queueing behind reconnection attempts (the waits grew to seconds with every attempt),
      // a command on a connection that died unnoticed gives up after COMMAND_TIMEOUT_MS, and reconnection is
      // tried at least once a second, so the API counts again within about a second of Redis coming back.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: COMMAND_TIMEOUT_MS,
      connectTimeout: COMMAND_TIMEOUT_MS,
      retryStrategy: (attempt) => Math.min(attempt * 100, 1000),
      enableAutoPipelining: true,
    }) as HitClient;
    this.redis.defineCommand('pagewiseHit', { numberOfKeys: 1, lua: HIT });
    this.redis.defineCommand('pagewiseHitEach', { lua: HIT_EACH });
    this.redis.defineCommand('pagewiseHitAll', { lua: HIT_ALL });
    // One line when Redis goes away and one when it is back, not one per reconnection attempt.
    let down = false;
    this.redis.on('error', (err) => {
      if (down) return;
      down = true;
      this.logger.error({ err }, 'Redis connection error: limited requests are refused with 503 until it is back');
    });
    this.redis.on('ready', () => {
      if (down) this.logger.log('Redis is back: limits are counted again');
      down = false;
    });
  }

  /** Commands are not queued while disconnected, so the first requests wait for the first connection (up to 5 s). */
  async onModuleInit(): Promise<void> {
    if (this.redis.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.redis.off('ready', done);
        resolve();
      };
      const timer = setTimeout(done, 5000);
      this.redis.once('ready', done);
    });
  }

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const resetAt = windowEnd(Date.now(), windowMs);
    // A second of slack keeps a counter alive for callers whose clock is slightly behind.
    const count = await this.reach(() => this.redis.pagewiseHit(this.keyFor(key, windowMs, resetAt), String(resetAt + 1000)));
    return { count: Number(count), resetAt };
  }

  async hitEach(keys: string[], windowMs: number): Promise<{ counts: number[]; resetAt: number }> {
    const resetAt = windowEnd(Date.now(), windowMs);
    const names = keys.map((key) => this.keyFor(key, windowMs, resetAt));
    const counts = await this.reach(() => this.redis.pagewiseHitEach(names.length, ...names, String(resetAt + 1000)));
    return { counts: counts.map(Number), resetAt };
  }

  async hitAll(counters: Counter[], windowMs: number): Promise<AllOrNone> {
    const resetAt = windowEnd(Date.now(), windowMs);
    const keys = counters.map((c) => this.keyFor(c.key, windowMs, resetAt));
    const [first, ...counts] = await this.reach(() => this.redis.pagewiseHitAll(keys.length, ...keys, String(resetAt + 1000), ...counters.map((c) => c.limit)));
    return { full: first === 0 ? null : first - 1, counts: counts.map(Number), resetAt };
  }

  async peek(key: string, windowMs: number): Promise<WindowCount> {
    const resetAt = windowEnd(Date.now(), windowMs);
    const value = await this.reach(() => this.redis.get(this.keyFor(key, windowMs, resetAt)));
    return { count: Number(value ?? 0), resetAt };
  }

  /** For /health: resolves while Redis answers. */
  async ping(): Promise<void> {
    await this.reach(() => this.redis.ping());
  }

  async onModuleDestroy(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  /** Limits fail closed: while Redis cannot be reached, requests that must be counted are refused with 503. */
  private async reach<T>(command: () => Promise<T>): Promise<T> {
    try {
      return await command();
    } catch (error) {
      this.logger.warn({ err: error }, 'Redis unreachable: limits cannot be counted');
      throw new ServiceUnavailableError('rate limits cannot be checked');
    }
  }

  private keyFor(key: string, windowMs: number, resetAt: number): string {
    return `${this.prefix}${key}:${windowMs}:${resetAt}`;
  }
}
