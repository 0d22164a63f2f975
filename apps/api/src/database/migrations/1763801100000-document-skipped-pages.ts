import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The pages left out of a processed document and why (`[{page, reason, message}]`, docs/api.md): a page pdf.js
 * cannot read, a scanned page OCR could not read. Documents that exist already skipped none that were recorded.
 * Same SQL on PGlite and PostgreSQL.
 */
export class DocumentSkippedPages1763801100000 implements MigrationInterface {
  name = 'DocumentSkippedPages1763801100000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE documents ADD COLUMN skipped_pages jsonb NOT NULL DEFAULT '[]'::jsonb`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE documents DROP COLUMN skipped_pages');
  }
}
