import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ApiKey } from './api-key.entity.js';

/**
 * usage_count and last_used_at, updated off the hot path: the request does not wait for the UPDATE, but a
 * failure is logged, and settled() lets tests (and shutdown) wait for writes in flight.
 */
@Injectable()
export class ApiKeyUsage {
  private readonly logger = new Logger('ApiKeys');
  private readonly pending = new Set<Promise<void>>();

  constructor(@InjectRepository(ApiKey) private readonly keys: Repository<ApiKey>) {}

  record(keyId: string): void {
    const write = this.keys
      .query('UPDATE api_keys SET usage_count = usage_count + 1, last_used_at = now() WHERE id = $1', [keyId])
      .then(() => undefined)
      .catch((err: unknown) => this.logger.error({ err, key_id: keyId }, 'Could not record API key usage'))
      .finally(() => this.pending.delete(write));
    this.pending.add(write);
  }

  async settled(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.settled();
  }
}
