import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How many documents each organization's corpus holds: with a single document, "one document clearly holds
 * the question" is no evidence, so answering weighs the evidence differently (docs/retrieval.md).
 */
export class CorpusDocuments1763800330000 implements MigrationInterface {
  name = 'CorpusDocuments1763800330000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE corpus_stats ADD COLUMN documents integer NOT NULL DEFAULT 0');
    await db.query(
      `UPDATE corpus_stats s SET documents = (SELECT count(DISTINCT c.document_id) FROM chunks c WHERE c.organization_id = s.organization_id)`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE corpus_stats DROP COLUMN documents');
  }
}
