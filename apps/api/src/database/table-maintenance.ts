import { type BeforeApplicationShutdown, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** The tables full-text search reads, vacuumed and analyzed together. */
const SEARCH_TABLES = 'chunks, corpus_terms, corpus_stats';
/** A pass that is due waits until chunk writes pause this long (documents processed back to back)… */
const QUIET_MS = 1_000;
/** …but never longer than this after it fell due. */
const LONGEST_DELAY_MS = 10_000;

/**
 * PostgreSQL's autovacuum, for embedded PGlite, which runs none. Without it every re-ingested or deleted
 * chunk stays behind as a dead row that search still reads, new entries of the full-text index wait in its
 * unsorted pending list, and the planner never learns how big the tables are (at 100,000 chunks, retrieval p95
 * was about 1.5 times what it is with these passes). After as many chunk rows have changed as autovacuum's rule
 * allows (50 plus a fifth of the table), the search tables are vacuumed and analyzed: like autovacuum, not in
 * the write's own path but a moment later, once writes pause for QUIET_MS (at most LONGEST_DELAY_MS after the
 * pass fell due), so a batch of uploads is not vacuumed between every two documents. On a PostgreSQL server
 * autovacuum does this and the class does nothing.
 */
@Injectable()
export class TableMaintenance implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Database');
  private changedRows = 0;
  private running: Promise<void> | null = null;
  private scheduled: NodeJS.Timeout | null = null;
  private dueSince: number | null = null;

  constructor(private readonly db: DataSource) {}

  private get embedded(): boolean {
    return Boolean(this.db.options.driver);
  }

  /** A data directory written before it was ever analyzed (or by an older version) gets its first pass now. */
  async onApplicationBootstrap(): Promise<void> {
    if (!this.embedded) return;
    const [row] = await this.db.query(`SELECT reltuples < 0 AS never, EXISTS (SELECT 1 FROM chunks) AS used FROM pg_class WHERE oid = 'chunks'::regclass`);
    if (row?.never && row?.used) await this.vacuum();
  }

  /** Records that `rows` chunk rows were written or deleted, and schedules a pass once enough have. */
  async changed(rows: number): Promise<void> {
    if (!this.embedded || rows <= 0) return;
    this.changedRows += rows;
    if (this.changedRows < 50) return;
    if (this.dueSince === null) {
      const [row] = await this.db.query(`SELECT greatest(reltuples, 0) AS live FROM pg_class WHERE oid = 'chunks'::regclass`);
      if (this.changedRows < 50 + 0.2 * Number(row?.live ?? 0)) return;
      this.dueSince = Date.now();
    }
    // Each change while the pass waits puts it off again, up to LONGEST_DELAY_MS after it fell due.
    if (this.scheduled) clearTimeout(this.scheduled);
    const delay = Math.max(0, Math.min(QUIET_MS, this.dueSince + LONGEST_DELAY_MS - Date.now()));
    this.scheduled = setTimeout(() => void this.settle(), delay);
    this.scheduled.unref();
  }

  /** Runs a pass that is waiting now, and resolves once no pass is waiting or running. */
  async settle(): Promise<void> {
    if (this.scheduled) {
      clearTimeout(this.scheduled);
      this.scheduled = null;
      this.dueSince = null;
      await this.vacuum();
    }
    await this.running;
  }

  /** A pass still waiting is left for the next start (the boot check or the next changes). */
  async beforeApplicationShutdown(): Promise<void> {
    if (this.scheduled) clearTimeout(this.scheduled);
    this.scheduled = null;
    await this.running;
  }

  /** One pass at a time; a pass that cannot run now is retried at the next change. */
  vacuum(): Promise<void> {
    this.running ??= this.pass().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async pass(): Promise<void> {
    // VACUUM cannot run inside a transaction; the embedded session is leased to one runner at a time
    // (pglite-session.ts), so no other caller's transaction is open while this runs.
    const started = performance.now();
    try {
      await this.db.query(`VACUUM (ANALYZE) ${SEARCH_TABLES}`);
      this.changedRows = 0;
      this.logger.debug(`Vacuumed and analyzed the search tables in ${Math.round(performance.now() - started)} ms.`);
    } catch (error) {
      this.logger.warn({ err: error }, 'Vacuuming the search tables failed; it will be tried again after the next change');
    }
  }
}
