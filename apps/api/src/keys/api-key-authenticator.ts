import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { type ApiKey, statusOf } from './api-key.entity.js';
import { InvalidApiKeyError } from './api-key-errors.js';
import { hashKey, KEY_FORMAT } from './api-key-secret.js';
import { KeyRowQuery } from './key-row-query.js';

/**
 * Finds the live key behind a presented plaintext: one indexed look-up by HMAC (key and organization in one
 * statement), nothing cached, so a revocation applies to the very next request on every API process.
 */
@Injectable()
export class ApiKeyAuthenticator {
  private readonly rows: KeyRowQuery;
  private readonly pepper: string;

  constructor(db: DataSource, @Inject(APP_CONFIG) config: AppConfig) {
    this.rows = new KeyRowQuery(db);
    this.pepper = config.keys.pepper.reveal();
  }

  /** The key with its organization, or an InvalidApiKeyError that says why (missing, unknown, revoked, expired). */
  async authenticate(plaintext: string | null): Promise<ApiKey | InvalidApiKeyError> {
    if (!plaintext) return new InvalidApiKeyError('missing');
    if (!KEY_FORMAT.test(plaintext)) return new InvalidApiKeyError('unknown');
    const key = await this.rows.byHash(hashKey(this.pepper, plaintext));
    if (!key) return new InvalidApiKeyError('unknown');
    const status = statusOf(key);
    return status === 'active' ? key : new InvalidApiKeyError(status);
  }
}

/** `Authorization: Bearer <key>`; anything else counts as no key. */
export function bearerOf(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1] : null;
}
