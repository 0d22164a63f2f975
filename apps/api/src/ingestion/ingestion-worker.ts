import { type BeforeApplicationShutdown, Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { AsyncResource } from 'node:async_hooks';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DocumentProcessor } from './document-processor.js';
import { IngestionQueue } from './ingestion-queue.js';

/** How long shutdown waits for the documents in hand before leaving them to their leases. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * One per API instance: polls the queue from bootstrap to shutdown and processes up to INGESTION_CONCURRENCY
 * documents at a time, each in a lane of its own that claims job after job until the queue is empty (parsing
 * runs in parser processes, so one document's parsing overlaps another's database writes; more instances scale
 * it out). A lane that claims a job opens the next lane, so lanes are only added while there is work. An upload
 * kicks the worker so a new document starts at once rather than at the next poll, and on PostgreSQL so does a
 * document any other instance queues (ingestion-notifications.ts).
 */
@Injectable()
export class IngestionWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Ingestion');
  private timer: NodeJS.Timeout | null = null;
  private readonly lanes = new Set<Promise<void>>();
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

  /** Before the database closes, so the documents in hand can still be recorded. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    if (this.lanes.size) await Promise.race([Promise.all(this.lanes), new Promise((r) => setTimeout(r, SHUTDOWN_GRACE_MS).unref())]);
  }

  /** Looks for work now; harmless when every lane is already working (one looks again once done). */
  kick(): void {
    if (this.stopped) return;
    if (this.lanes.size >= this.config.ingestion.concurrency) {
      this.again = true;
      return;
    }
    const lane: Promise<void> = this.detached(() => this.drain())
      .catch((error) => this.logger.error({ err: error }, 'The ingestion worker stumbled; it will poll again'))
      .finally(() => {
        this.lanes.delete(lane);
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
    this.lanes.add(lane);
  }

  private async drain(): Promise<void> {
    while (!this.stopped) {
      const job = await this.queue.claim();
      if (!job) return;
      // There may be more: let another lane look while this one works.
      this.kick();
      await this.processor.process(job);
    }
  }
}
