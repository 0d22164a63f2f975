import { type BeforeApplicationShutdown, Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { AsyncResource } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DocumentProcessor } from './document-processor.js';
import { IngestionQueue } from './ingestion-queue.js';

/** How long shutdown waits for the document in hand before leaving it to its lease. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * One per API instance: polls the queue from bootstrap to shutdown and processes one document at a time
 * (parsing and embedding are CPU- and network-bound; more instances scale it out). An upload kicks it so a
 * new document starts at once rather than at the next poll.
 */
@Injectable()
export class IngestionWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Ingestion');
  readonly workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private timer: NodeJS.Timeout | null = null;
  private draining: Promise<void> | null = null;
  private again = false;
  private stopped = true;
  /**
   * Runs work in the context this worker was made in, not the caller's: documents processed after an upload
   * kicked the worker must not log as part of that upload's request.
   */
  private readonly detached = AsyncResource.bind(<T>(work: () => T): T => work());

  constructor(
    private readonly queue: IngestionQueue,
    private readonly processor: DocumentProcessor,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.backgroundJobs) return;
    this.stopped = false;
    this.timer = setInterval(() => this.kick(), this.config.ingestion.pollMs);
    this.timer.unref();
    this.kick();
  }

  /** Before the database closes, so the document in hand can still be recorded. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    if (this.draining) await Promise.race([this.draining, new Promise((r) => setTimeout(r, SHUTDOWN_GRACE_MS).unref())]);
  }

  /** Looks for work now; harmless when already working (it looks again once done). */
  kick(): void {
    if (this.stopped) return;
    if (this.draining) {
      this.again = true;
      return;
    }
    this.draining = this.detached(() => this.drain())
      .catch((error) => this.logger.error({ err: error }, 'The ingestion worker stumbled; it will poll again'))
      .finally(() => {
        this.draining = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  private async drain(): Promise<void> {
    while (!this.stopped) {
      const job = await this.queue.claim(this.workerId);
      if (!job) return;
      await this.processor.process(job, this.workerId);
    }
  }
}
