import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ApiKey, statusOf } from './api-key.entity.js';
import { InvalidApiKeyError } from './api-key-errors.js';
import { hashKey, KEY_FORMAT } from './api-key-secret.js';

/** Finds the live key behind a presented plaintext: one indexed look-up by HMAC, nothing cached. */
@Injectable()
export class ApiKeyAuthenticator {
  constructor(
    @InjectRepository(ApiKey) private readonly keys: Repository<ApiKey>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The key with its organization, or an InvalidApiKeyError that says why (missing, unknown, revoked, expired). */
  async authenticate(plaintext: string | null): Promise<ApiKey | InvalidApiKeyError> {
    if (!plaintext) return new InvalidApiKeyError('missing');
    if (!KEY_FORMAT.test(plaintext)) return new InvalidApiKeyError('unknown');
    const key = await this.keys.findOne({
      where: { keyHash: hashKey(this.config.keys.pepper.reveal(), plaintext) },
      relations: { organization: true },
    });
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
