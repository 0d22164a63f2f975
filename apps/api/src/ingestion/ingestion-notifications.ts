import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ChannelListener } from '../database/channel-listener.js';
import { INGESTION_CHANNEL } from './ingestion-queue.js';
import { IngestionWorker } from './ingestion-worker.js';

/**
 * Wakes this instance's worker as soon as any instance queues a document, rather than at its next poll. On
 * PostgreSQL a dedicated connection LISTENs on `pagewise_ingestion`, which the queuing transaction notifies on
 * commit; while that connection is down the poll (INGESTION_POLL_MS) still finds the work, and it reconnects
 * every second. Embedded PGlite has one process, whose uploads kick the worker directly.
 */
@Injectable()
export class IngestionNotifications implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Ingestion');
  private listener: ChannelListener | null = null;

  constructor(
    private readonly worker: IngestionWorker,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.database.url || !this.config.backgroundJobs) return;
    this.listener = new ChannelListener({
      url: this.config.database.url,
      channel: INGESTION_CHANNEL,
      onNotification: () => this.worker.kick(),
      // Documents queued while nobody listened are found now rather than at the next poll.
      onListening: (listening) => listening && this.worker.kick(),
      logger: this.logger,
      lostWarning: 'Not hearing of queued documents: they are found by polling until the connection is back',
    });
    await this.listener.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.listener?.stop();
  }
}
