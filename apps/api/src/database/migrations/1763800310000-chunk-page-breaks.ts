import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Where the pages turn inside a chunk: the n-th offset is where page_start + n begins in its text, so that a
 * passage can cite the page of the sentence that answers the question rather than its first page.
 */
export class ChunkPageBreaks1763800310000 implements MigrationInterface {
  name = 'ChunkPageBreaks1763800310000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE chunks ADD COLUMN page_breaks integer[] NOT NULL DEFAULT '{}'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE chunks DROP COLUMN page_breaks');
  }
}
