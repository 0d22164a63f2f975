import type { ApiKey } from './api-key.entity.js';

/** How long a verified key is answered from memory at most; changes arrive sooner by notification. */
export const VERIFIED_KEY_TTL_MS = 5_000;
/** Enough for every live key of a large deployment; the oldest entry goes first beyond it. */
export const VERIFIED_KEY_CAPACITY = 10_000;

interface Entry {
  key: ApiKey;
  until: number;
}

/**
 * Keys this process has looked up lately, by fingerprint (the plaintext key's SHA-256): the key check's database
 * read happens about once per key every few seconds instead of on every request. Entries live
 * VERIFIED_KEY_TTL_MS at most and all go at once when any key or organization changes (KeyChangeListener hears
 * of it within milliseconds, from any process), so a revocation, rotation, new expiry, plan or limit applies on
 * the next request everywhere. While changes cannot be heard (the notification connection is down), nothing is
 * cached.
 *
 * A look-up that began before a change must not store what it read: `generation` moves on every clear, and
 * `remember` stores only for the generation the look-up started in.
 */
export class VerifiedKeyCache {
  private readonly entries = new Map<string, Entry>();
  private live = false;
  generation = 0;

  constructor(
    private readonly ttlMs = VERIFIED_KEY_TTL_MS,
    private readonly capacity = VERIFIED_KEY_CAPACITY,
  ) {}

  get(fingerprint: string, now = Date.now()): ApiKey | undefined {
    const entry = this.entries.get(fingerprint);
    if (!entry) return undefined;
    if (entry.until > now) return entry.key;
    this.entries.delete(fingerprint);
    return undefined;
  }

  remember(fingerprint: string, key: ApiKey, generation: number, now = Date.now()): void {
    if (!this.live || generation !== this.generation) return;
    if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(fingerprint, { key, until: now + this.ttlMs });
  }

  /** Something changed: forget every key (rare, and cheaper than knowing which). */
  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  /** Whether changes are being heard; caching only while they are. */
  setLive(live: boolean): void {
    this.live = live;
    this.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
