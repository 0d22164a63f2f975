import { type BeforeApplicationShutdown, Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { PolledWork } from '../database/polled-work.js';
import { DocumentProcessor } from './document-processor.js';
import { IngestionQueue } from './ingestion-queue.js';

/**
 * One per API instance: polls the queue from bootstrap to shutdown and processes up to INGESTION_CONCURRENCY
 * documents at a time (and one more for each document in hand longer than INGESTION_SLOW_AFTER_MS, at most twice
 * as many), each in a lane of its own that claims job after job until the queue is empty (parsing
 * runs in parser processes, at most INGESTION_PARSERS at once, fewer than the lanes by default: while one
 * document is read, the next already waits for the parser and a third is written to the database, so a parser
 * never waits on the database; more instances scale it out). A lane that claims a job opens the next lane, so
 * lanes are only added while there is work. An upload kicks the worker so a new document starts at once rather
 * than at the next poll, and on PostgreSQL so does a document any other instance queues
 * (ingestion-notifications.ts).
 */
@Injectable()
export class IngestionWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Ingestion');
  private readonly work: PolledWork;
  /** Documents in hand for longer than INGESTION_SLOW_AFTER_MS: each opens one more lane, up to `concurrency` more. */
  private slow = 0;

  constructor(
    private readonly queue: IngestionQueue,
    private readonly processor: DocumentProcessor,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.work = new PolledWork({
      pollMs: config.ingestion.pollMs,
      lanes: () => config.ingestion.concurrency + Math.min(this.slow, config.ingestion.concurrency),
      drain: () => this.drain(),
      onError: (error) => this.logger.error({ err: error }, 'The ingestion worker stumbled; it will poll again'),
    });
  }

  onApplicationBootstrap(): void {
    if (this.config.backgroundJobs) this.work.start();
  }

  /** Before the database closes, so the documents in hand can still be recorded. */
  beforeApplicationShutdown(): Promise<void> {
    return this.work.stop();
  }

  /** Looks for work now; harmless when every lane is already working (one looks again once done). */
  kick(): void {
    this.work.kick();
  }

  private async drain(): Promise<void> {
    while (!this.work.stopped() && !this.work.crowded()) {
      const job = await this.queue.claim();
      if (!job) return;
      // There may be more: let another lane look while this one works.
      this.work.kick();
      await this.slowOpensALane(() => this.processor.process(job));
    }
  }

  /**
   * A document still in hand after INGESTION_SLOW_AFTER_MS (a long scan, a bomb on its way to the memory cap)
   * opens one more lane while it lasts, so the documents queued behind it are claimed.
   */
  private async slowOpensALane(work: () => Promise<void>): Promise<void> {
    const after = this.config.ingestion.slowAfterMs;
    let slow = false;
    const timer = after
      ? setTimeout(() => {
          slow = true;
          this.slow++;
          this.work.kick();
        }, after)
      : null;
    try {
      await work();
    } finally {
      if (timer) clearTimeout(timer);
      if (slow) this.slow--;
    }
  }
}
