import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import pg from 'pg';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { INGESTION_CHANNEL } from './ingestion-queue.js';
import { IngestionWorker } from './ingestion-worker.js';

const RECONNECT_MS = 1_000;

/**
 * Wakes this instance's worker as soon as any instance queues a document, rather than at its next poll. On
 * PostgreSQL a dedicated connection LISTENs on `pagewise_ingestion`, which the queuing transaction notifies on
 * commit; while that connection is down the poll (INGESTION_POLL_MS) still finds the work, and it reconnects
 * every second. Embedded PGlite has one process, whose uploads kick the worker directly.
 */
@Injectable()
export class IngestionNotifications implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Ingestion');
  private client: pg.Client | null = null;
  private retry: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly worker: IngestionWorker,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.database.url && this.config.backgroundJobs) await this.connect(this.config.database.url);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    await this.client?.end().catch(() => undefined);
  }

  private async connect(url: string): Promise<void> {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (message) => {
      if (message.channel === INGESTION_CHANNEL) this.worker.kick();
    });
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${INGESTION_CHANNEL}`);
      if (this.stopped) return void (await client.end());
      this.client = client;
      // Documents queued while nobody listened are found now rather than at the next poll.
      this.worker.kick();
    } catch (err) {
      this.lost(client, err);
    }
  }

  private lost(client: pg.Client, err?: unknown): void {
    if (this.client !== null && this.client !== client) return;
    this.client = null;
    client.removeAllListeners('end');
    client.end().catch(() => undefined);
    if (this.stopped || this.retry) return;
    this.logger.warn({ err }, 'Not hearing of queued documents: they are found by polling until the connection is back');
    this.retry = setTimeout(() => {
      this.retry = undefined;
      void this.connect(this.config.database.url!);
    }, RECONNECT_MS);
    this.retry.unref();
  }
}
