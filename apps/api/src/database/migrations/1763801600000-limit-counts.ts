import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Day-long limit windows (the daily chat quota) counted in the database when there is no Redis, so a restart
 * cannot give an organization its day back (docs/configuration.md, "Limits"). One row per counter and window;
 * window_end is UNIX milliseconds. Same SQL on PGlite and PostgreSQL.
 */
export class LimitCounts1763801600000 implements MigrationInterface {
  name = 'LimitCounts1763801600000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE limit_counts (
      key text NOT NULL,
      window_end bigint NOT NULL,
      count integer NOT NULL DEFAULT 0,
      PRIMARY KEY (key, window_end)
    )`);
    await db.query('CREATE INDEX limit_counts_window_end ON limit_counts (window_end)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE limit_counts');
  }
}
