import { AsyncResource } from 'node:async_hooks';

/** How long a stop waits for the work in hand before leaving it to its leases. */
const SHUTDOWN_GRACE_MS = 10_000;

export interface PolledWorkOptions {
  /** How often to look for work when nothing kicks (new work from other processes, retries falling due). */
  pollMs: number;
  /** How many drains may run at once; a drain that finds work may kick to open the next. Read at each kick. */
  lanes: number | (() => number);
  /** Works until its queue is empty (or `stopped()` says to stop). */
  drain: () => Promise<unknown>;
  /** A drain that threw; the next poll tries again. */
  onError: (error: unknown) => void;
}

/**
 * The life of a background worker that drains a lease queue (database/lease-queue.ts): polled from start to stop,
 * kicked when work is added so it starts at once, at most `lanes` drains at a time, and stopped before the
 * database closes, waiting a while for the work in hand. Used by ingestion and webhook delivery.
 */
export class PolledWork {
  private timer: NodeJS.Timeout | null = null;
  private readonly running = new Set<Promise<void>>();
  private again = false;
  private isStopped = true;
  /**
   * Drains run in the context this was made in, not the caller's: work started because a request kicked must not
   * log as part of that request.
   */
  private readonly detached = AsyncResource.bind(<T>(work: () => T): T => work());

  constructor(private readonly options: PolledWorkOptions) {}

  start(): void {
    this.isStopped = false;
    this.timer = setInterval(() => this.kick(), this.options.pollMs);
    this.timer.unref();
    this.kick();
  }

  async stop(): Promise<void> {
    this.isStopped = true;
    if (this.timer) clearInterval(this.timer);
    if (this.running.size) await Promise.race([Promise.all(this.running), new Promise((r) => setTimeout(r, SHUTDOWN_GRACE_MS).unref())]);
  }

  stopped(): boolean {
    return this.isStopped;
  }

  /** More drains run than there are lanes now (the lanes narrowed): a drain should end after its item in hand. */
  crowded(): boolean {
    return this.running.size > this.lanes();
  }

  private lanes(): number {
    const { lanes } = this.options;
    return typeof lanes === 'number' ? lanes : lanes();
  }

  /** Looks for work now; harmless when every lane is busy (one looks again once done). */
  kick(): void {
    if (this.isStopped) return;
    if (this.running.size >= this.lanes()) {
      this.again = true;
      return;
    }
    const lane: Promise<void> = this.detached(() => this.options.drain())
      .then(() => undefined, this.options.onError)
      .finally(() => {
        this.running.delete(lane);
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
    this.running.add(lane);
  }
}
