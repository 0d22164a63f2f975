import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The full-text index holds the organization too (btree_gin: GIN over organization_id and tsv), so a question
 * reads only its organization's postings. With the tsvector alone in the index, PostgreSQL read every
 * organization's postings of the query's lexemes and intersected them with a bitmap of all the organization's
 * chunks (100,000 rows for a large one) on every question, a cost that grows with every other organization on
 * the database (docs/retrieval.md, Scale on PostgreSQL). Where btree_gin is not installed, the old index stays.
 */
export class ChunksOrganizationSearchIndex1763800350000 implements MigrationInterface {
  name = 'ChunksOrganizationSearchIndex1763800350000';

  async up(db: QueryRunner): Promise<void> {
    const available: unknown[] = await db.query(`SELECT 1 FROM pg_available_extensions WHERE name = 'btree_gin'`);
    if (!available.length) return;
    await db.query('CREATE EXTENSION IF NOT EXISTS btree_gin');
    await db.query('CREATE INDEX chunks_organization_tsv_idx ON chunks USING GIN (organization_id, tsv)');
    await db.query('DROP INDEX IF EXISTS chunks_tsv_idx');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('CREATE INDEX IF NOT EXISTS chunks_tsv_idx ON chunks USING GIN (tsv)');
    await db.query('DROP INDEX IF EXISTS chunks_organization_tsv_idx');
  }
}
