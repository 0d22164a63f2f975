import { hash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { Organization } from '../organizations/organization.entity.js';
import { ApiKey, statusOf } from './api-key.entity.js';
import { InvalidApiKeyError } from './api-key-errors.js';
import { hashKey, KEY_FORMAT } from './api-key-secret.js';
import { KeyRowQuery } from './key-row-query.js';
import { VerifiedKeyCache } from './verified-key-cache.js';

/**
 * Finds the live key behind a presented plaintext: one indexed look-up by HMAC (key and organization in one
 * statement), kept for a few seconds in the VerifiedKeyCache. Any change to a key or organization clears that
 * cache on every API process (KeyChangeListener), so a revocation applies to the next request everywhere.
 * Expiry is checked on every request, cached or not.
 */
@Injectable()
export class ApiKeyAuthenticator {
  private readonly rows: KeyRowQuery;
  private readonly pepper: string;

  constructor(
    db: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly cache: VerifiedKeyCache,
  ) {
    this.rows = new KeyRowQuery(db);
    this.pepper = config.keys.pepper.reveal();
  }

  /** The key with its organization, or an InvalidApiKeyError that says why (missing, unknown, revoked, expired). */
  async authenticate(plaintext: string | null): Promise<ApiKey | InvalidApiKeyError> {
    if (!plaintext) return new InvalidApiKeyError('missing');
    if (!KEY_FORMAT.test(plaintext)) return new InvalidApiKeyError('unknown');
    // The cache is keyed by a plain SHA-256 of the key (one call, no HMAC object per request); the peppered HMAC
    // is needed only to find the row. Keys carry ~238 random bits, so no digest of one can be reversed by guessing.
    const fingerprint = hash('sha256', plaintext);
    let key = this.cache.get(fingerprint);
    if (!key) {
      const generation = this.cache.generation;
      const found = await this.rows.byHash(hashKey(this.pepper, plaintext));
      if (!found) return new InvalidApiKeyError('unknown');
      key = found;
      if (statusOf(key) === 'active') this.cache.remember(fingerprint, key, generation);
    }
    const status = statusOf(key);
    return status === 'active' ? withOwnOrganization(key) : new InvalidApiKeyError(status);
  }
}

/** Each request gets its own organization object: one that a service changes never leaks into the cache. */
function withOwnOrganization(key: ApiKey): ApiKey {
  return Object.assign(new ApiKey(), key, { organization: Object.assign(new Organization(), key.organization) });
}

/** `Authorization: Bearer <key>`; anything else counts as no key. */
export function bearerOf(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1] : null;
}
