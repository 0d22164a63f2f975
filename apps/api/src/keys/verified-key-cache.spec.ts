import { ApiKey } from './api-key.entity.js';
import { VerifiedKeyCache } from './verified-key-cache.js';

const key = (id: string) => Object.assign(new ApiKey(), { id });

describe('VerifiedKeyCache', () => {
  it('keeps nothing until changes can be heard, and keeps a key for its time to live only', () => {
    const cache = new VerifiedKeyCache(5_000, 10);
    cache.remember('h1', key('a'), cache.generation, 0);
    expect(cache.get('h1', 0)).toBeUndefined();
    cache.setLive(true);
    cache.remember('h1', key('a'), cache.generation, 0);
    expect(cache.get('h1', 4_999)?.id).toBe('a');
    expect(cache.get('h1', 5_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('does not store what a look-up read before a change it did not see', () => {
    const cache = new VerifiedKeyCache();
    cache.setLive(true);
    const started = cache.generation;
    cache.clear(); // a notification arrives while the look-up is in flight
    cache.remember('h1', key('stale'), started);
    expect(cache.get('h1')).toBeUndefined();
    cache.remember('h1', key('fresh'), cache.generation);
    expect(cache.get('h1')?.id).toBe('fresh');
  });

  it('forgets everything on a change or when changes can no longer be heard, and the oldest key beyond its capacity', () => {
    const cache = new VerifiedKeyCache(5_000, 2);
    cache.setLive(true);
    for (const h of ['h1', 'h2', 'h3']) cache.remember(h, key(h), cache.generation);
    expect([cache.get('h1'), cache.get('h2')?.id, cache.get('h3')?.id]).toEqual([undefined, 'h2', 'h3']);
    cache.clear();
    expect(cache.size).toBe(0);
    cache.remember('h1', key('a'), cache.generation);
    cache.setLive(false);
    expect(cache.get('h1')).toBeUndefined();
  });
});
