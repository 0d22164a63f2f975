import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MailOutboxService } from './mail-outbox.service.js';

const TICK_MS = 15_000;

/** Picks up queued messages whose retry is due (and any left behind by a restart). */
@Injectable()
export class MailRetryWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private timer: NodeJS.Timeout | null = null;
  private running = false;

  constructor(private readonly outbox: MailOutboxService) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.tick(), TICK_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private async tick(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      await this.outbox.flushDue();
    } catch (error) {
      this.logger.warn(`Mail retry pass failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      this.running = false;
    }
  }
}
