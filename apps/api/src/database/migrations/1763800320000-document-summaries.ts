import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each document's overview (its opening and most central sentences with their pages, and its headings), worked
 * out once at ingestion so that "What is this about?" reads one row instead of the whole document.
 */
export class DocumentSummaries1763800320000 implements MigrationInterface {
  name = 'DocumentSummaries1763800320000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE document_summaries (
        organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
        document_id uuid NOT NULL,
        name text NOT NULL,
        title text NOT NULL,
        summary jsonb NOT NULL,
        PRIMARY KEY (organization_id, document_id)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE document_summaries');
  }
}
