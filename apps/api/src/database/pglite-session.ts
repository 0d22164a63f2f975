import { Logger } from '@nestjs/common';
import type { Results } from '@electric-sql/pglite';
import { PGliteDriver } from 'typeorm-pglite';

type Done = (error?: unknown) => void;
type QueryCallback = (error: unknown, results: Results<unknown> | null) => void;

/** SQLSTATE disk_full: what PostgreSQL (and PGlite) report when the disk refused a write (ENOSPC, EDQUOT). */
export const DISK_FULL = '53100';

/**
 * The embedded database stopped taking queries after the disk refused one of its writes. PGlite does not recover
 * from a failed write-ahead-log write: the next statement spins inside it forever, holding the thread (measured:
 * /health silent for minutes, SIGTERM unanswered). So the first disk-full error stops it for this process; what
 * was committed before is safe on disk, and a restart with free space opens it again.
 * SQLSTATE 57P03 (cannot_connect_now): callers treat it as an outage of the database.
 */
export class EmbeddedDatabaseStoppedError extends Error {
  override name = 'EmbeddedDatabaseStoppedError';
  readonly code = '57P03';

  constructor(readonly dataDir: string) {
    super(
      `The embedded database in ${dataDir} stopped after the disk refused a write (no space left). ` +
        'Free space on that disk and restart Pagewise; what was saved before is kept.',
    );
  }
}

let stopped: EmbeddedDatabaseStoppedError | null = null;
/** The data directory of the PGlite session this process opened (one per process, as typeorm-pglite's instance). */
let sessionDataDir = '';

/** Set once the embedded database has stopped for lack of disk space (see EmbeddedDatabaseStoppedError). */
export function embeddedDatabaseStopped(): EmbeddedDatabaseStoppedError | null {
  return stopped;
}

/** Every error PGlite answers passes here: a disk-full one stops the database before anything else reaches it. */
export function noteEmbeddedDatabaseError(error: unknown): void {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (stopped || !(code === DISK_FULL || /no space left on device/i.test(String(message ?? '')))) return;
  stopped = new EmbeddedDatabaseStoppedError(sessionDataDir);
  new Logger('Database').error(`${stopped.message} (${String(message)})`);
}

/**
 * PGlite is one database session, and typeorm-pglite hands that session to every query runner at once: a query
 * from one request, issued while another caller's transaction is open, runs inside that transaction and is
 * silently undone when it rolls back (or aborts it, if the query fails). This pool leases the session to one
 * query runner at a time, from connect to release, in arrival order: a transaction has the session to itself
 * and other work waits its turn, as it would for a row lock on PostgreSQL.
 *
 * A runner must therefore not wait on a query of another runner while it holds the lease (inside a transaction,
 * use its manager, never the global data source), or both wait forever.
 *
 * Once the disk has refused a write, nothing reaches PGlite again in this process (not even ROLLBACK or the
 * close's checkpoint): every query fails at once with EmbeddedDatabaseStoppedError.
 */
export function exclusivePgliteDriver(options: ConstructorParameters<typeof PGliteDriver>[0] & { dataDir: string }) {
  const { Pool } = new PGliteDriver(options).driver;
  const dataDir = options.dataDir;
  sessionDataDir = dataDir;
  type ConnectCallback = Parameters<InstanceType<typeof Pool>['connect']>[0];

  class ExclusivePool extends Pool {
    private queue: Promise<void> = Promise.resolve();

    override async connect(callback: ConnectCallback): Promise<void> {
      let free!: () => void;
      const turn = new Promise<void>((resolve) => (free = resolve));
      const previous = this.queue;
      this.queue = previous.then(() => turn);
      await previous;
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        free();
      };
      if (stopped) {
        release();
        callback(stopped, null as never, () => undefined);
        return;
      }
      await super.connect((error, client, done) => {
        if (error) release(); // TypeORM does not release a runner that failed to connect
        callback(error, client, (err?: unknown) => {
          (done as Done)(err);
          release();
        });
      });
    }

    override async query(sql: string, params?: unknown[] | QueryCallback, callback?: QueryCallback): Promise<Results<unknown>> {
      const cb = typeof params === 'function' ? params : callback;
      if (stopped) {
        cb?.(stopped, null);
        throw stopped;
      }
      // Noted before the caller hears of it, so that its ROLLBACK already finds the database stopped.
      const noted: QueryCallback = (error, result) => {
        if (error) noteEmbeddedDatabaseError(error);
        cb?.(error, result);
      };
      try {
        return await super.query(sql, Array.isArray(params) ? params : undefined, noted);
      } catch (error) {
        noteEmbeddedDatabaseError(error);
        throw error;
      }
    }

    /** Closing writes a checkpoint: skipped once the disk is full (the data on disk is as of the last commit). */
    override end(callback: (error: unknown) => void): void {
      if (stopped) callback(null);
      else super.end(callback);
    }
  }

  return { Pool: ExclusivePool, dataDir };
}
