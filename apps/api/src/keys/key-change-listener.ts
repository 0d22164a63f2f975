import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { getPGliteInstance } from 'typeorm-pglite';
import { DataSource, type EntitySubscriberInterface, type QueryRunner, type RemoveEvent, type TransactionCommitEvent, type UpdateEvent } from 'typeorm';
import { Organization } from '../organizations/organization.entity.js';
import { ApiKey } from './api-key.entity.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ChannelListener } from '../database/channel-listener.js';
import { VerifiedKeyCache } from './verified-key-cache.js';

/** Where the database announces changed keys and organizations (migration access-change-notifications). */
export const ACCESS_CHANNEL = 'pagewise_access';
/** Marks a transaction that changed a key or an organization, to clear the cache again once it commits. */
const CHANGED = 'pagewise:access-changed';

/**
 * Keeps this process's VerifiedKeyCache honest: LISTEN on `pagewise_access` and clear the cache whenever a key
 * or an organization changes, in this process or any other (PostgreSQL delivers the notification to every
 * listening connection when the writing transaction commits). On PostgreSQL a dedicated connection listens;
 * while it is down the cache is off (every request reads the key) and it reconnects every second. Embedded
 * PGlite is one process's database: its own session delivers the notifications.
 *
 * This process's own changes made through TypeORM's entities clear the cache at once as well (as an entity
 * subscriber), so the very next request it serves, however soon, sees them without waiting for the round trip.
 */
@Injectable()
export class KeyChangeListener implements OnModuleInit, OnApplicationShutdown, EntitySubscriberInterface {
  private readonly logger = new Logger('ApiKeys');
  private listener: ChannelListener | null = null;
  private stopPglite: (() => void) | null = null;

  constructor(
    readonly cache: VerifiedKeyCache,
    private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    db.subscribers.push(this);
  }

  afterUpdate(event: UpdateEvent<unknown>): void {
    if (event.metadata.target === ApiKey || event.metadata.target === Organization) this.changedBy(event.queryRunner);
  }

  afterRemove(event: RemoveEvent<unknown>): void {
    if (event.metadata.target === ApiKey || event.metadata.target === Organization) this.changedBy(event.queryRunner);
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    const data = event.queryRunner.data as Record<string, unknown>;
    if (!data[CHANGED]) return;
    delete data[CHANGED];
    this.cache.clear();
  }

  afterTransactionRollback(event: TransactionCommitEvent): void {
    delete (event.queryRunner.data as Record<string, unknown>)[CHANGED];
  }

  private changedBy(runner: QueryRunner): void {
    this.cache.clear();
    // Until the transaction commits, a concurrent request may still read (and keep) the row as it was.
    if (runner.isTransactionActive) (runner.data as Record<string, unknown>)[CHANGED] = true;
  }

  async onModuleInit(): Promise<void> {
    if (!this.config.database.url) return this.listenInProcess();
    this.listener = new ChannelListener({
      url: this.config.database.url,
      channel: ACCESS_CHANNEL,
      onNotification: () => this.cache.clear(),
      // While nobody listens the cache is off: every request reads its key.
      onListening: (listening) => this.cache.setLive(listening),
      logger: this.logger,
      lostWarning: 'Not hearing of key changes: every request reads its key until the connection is back',
    });
    await this.listener.start();
  }

  async onApplicationShutdown(): Promise<void> {
    this.cache.setLive(false);
    this.stopPglite?.();
    await this.listener?.stop();
  }

  private async listenInProcess(): Promise<void> {
    const pglite = await getPGliteInstance();
    this.stopPglite = pglite.onNotification((channel) => {
      if (channel === ACCESS_CHANNEL) this.cache.clear();
    });
    // Through the data source, which leases PGlite's one session in turn (database/pglite-session.ts).
    await this.db.query(`LISTEN ${ACCESS_CHANNEL}`);
    this.cache.setLive(true);
  }
}
