import type { LimitStore } from './limit-store.port.js';
import { MemoryLimitStore } from './memory-limit-store.js';
import { RedisLimitStore } from './redis-limit-store.js';

const redisUrl = process.env.REDIS_URL;
const stores: [string, () => LimitStore & { onModuleDestroy?: () => Promise<void> }][] = [['memory', () => new MemoryLimitStore()]];
if (redisUrl) stores.push(['redis', () => new RedisLimitStore(redisUrl, `pagewise:test:${process.pid}:${Date.now()}:`)]);
else console.warn('REDIS_URL is not set: the Redis limit store is not exercised here.');

/**
 * Windows are aligned to the clock (a minute's ends at :00), so a test whose hits and reads must fall in one
 * window starts where the current one has at least two seconds left.
 */
async function clearOfWindowEnd(windowMs: number): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < 2_000) await new Promise((resolve) => setTimeout(resolve, left + 10));
}

describe.each(stores)('%s limit store', (_, make) => {
  let store: ReturnType<typeof make>;
  beforeEach(async () => {
    store = make();
    // As the API does at start: Redis commands are not queued before the first connection.
    await (store as { onModuleInit?: () => Promise<void> }).onModuleInit?.();
  });
  afterEach(() => store.onModuleDestroy?.());

  it('counts 100 concurrent hits exactly once each', async () => {
    await clearOfWindowEnd(60_000);
    const results = await Promise.all(Array.from({ length: 100 }, () => store.hit('burst', 60_000)));
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(new Set(results.map((r) => r.resetAt)).size).toBe(1);
    expect(await store.peek('burst', 60_000)).toEqual({ count: 100, resetAt: results[0].resetAt });
  });

  it('counts each of several keys in one call, exactly, under concurrency', async () => {
    await clearOfWindowEnd(60_000);
    const results = await Promise.all(Array.from({ length: 50 }, () => store.hitEach(['key-a', 'org-a'], 60_000)));
    expect(results.map((r) => r.counts[0]).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(results.map((r) => r.counts[1]).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(new Set(results.map((r) => r.resetAt))).toEqual(new Set([(await store.peek('key-a', 60_000)).resetAt]));
    expect((await store.hit('org-a', 60_000)).count).toBe(51);
  });

  it('counts all of several counters or none: exactly the room of the fullest, under concurrency', async () => {
    await clearOfWindowEnd(60_000);
    const counters = [
      { key: 'day', limit: 50 },
      { key: 'share', limit: 30 },
    ];
    const results = await Promise.all(Array.from({ length: 100 }, () => store.hitAll(counters, 60_000)));
    const counted = results.filter((r) => r.full === null);
    expect(counted).toHaveLength(30);
    expect(results.filter((r) => r.full === 1)).toHaveLength(70);
    expect(counted.map((r) => r.counts[1]).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    // The refused ones cost the other counter nothing.
    expect((await store.peek('day', 60_000)).count).toBe(30);
    expect((await store.hitAll([{ key: 'day', limit: 50 }], 60_000)).counts).toEqual([31]);
  });

  it('aligns windows to their length (a day ends at 00:00 UTC) and keeps keys and windows apart', async () => {
    const day = await store.hit('k', 86_400_000);
    expect(day.resetAt % 86_400_000).toBe(0);
    expect(day.resetAt - Date.now()).toBeLessThanOrEqual(86_400_000);
    expect((await store.hit('k', 60_000)).count).toBe(1);
    expect((await store.hit('other', 86_400_000)).count).toBe(1);
    expect((await store.peek('never', 60_000)).count).toBe(0);
  });
});
