import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Where each page's text lies (rag/parsing/page-layout.ts), written at ingestion and deleted with the document's
 * chunks, so that an answer can show the quoted sentence on its page.
 */
export class PageLayouts1763800600000 implements MigrationInterface {
  name = 'PageLayouts1763800600000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE page_layouts (
        organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
        document_id uuid NOT NULL,
        page integer NOT NULL,
        width real NOT NULL,
        height real NOT NULL,
        text text NOT NULL,
        runs jsonb NOT NULL,
        PRIMARY KEY (document_id, page)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE page_layouts');
  }
}
