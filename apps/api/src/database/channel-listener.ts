import type { Logger } from '@nestjs/common';
import pg from 'pg';

const RECONNECT_MS = 1_000;

export interface ChannelListenerOptions {
  /** The PostgreSQL server (DATABASE_URL). */
  url: string;
  channel: string;
  onNotification: () => void;
  /** Called with true once LISTEN holds (also after a reconnect), with false when the connection is lost. */
  onListening: (listening: boolean) => void;
  logger: Logger;
  /** The warning logged when the connection is lost: what the process does without the notifications. */
  lostWarning: string;
}

/**
 * A dedicated PostgreSQL connection that LISTENs on one channel (PostgreSQL delivers a NOTIFY to every listening
 * connection when the notifying transaction commits), reconnecting every second while the server is away.
 */
export class ChannelListener {
  private client: pg.Client | null = null;
  private retry: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(private readonly options: ChannelListenerOptions) {}

  async start(): Promise<void> {
    const { url, channel, onNotification, onListening } = this.options;
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (message) => {
      if (message.channel === channel) onNotification();
    });
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
      if (this.stopped) return void (await client.end());
      this.client = client;
      onListening(true);
    } catch (err) {
      this.lost(client, err);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    await this.client?.end().catch(() => undefined);
  }

  private lost(client: pg.Client, err?: unknown): void {
    if (this.client !== null && this.client !== client) return;
    this.client = null;
    this.options.onListening(false);
    client.removeAllListeners('end');
    client.end().catch(() => undefined);
    if (this.stopped || this.retry) return;
    this.options.logger.warn({ err }, this.options.lostWarning);
    this.retry = setTimeout(() => {
      this.retry = undefined;
      void this.start();
    }, RECONNECT_MS);
    this.retry.unref();
  }
}
