import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Chunks with their full-text vectors, and per-organization corpus statistics for ranking. */
export class Chunks1763800300000 implements MigrationInterface {
  name = 'Chunks1763800300000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE chunks (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
        document_id uuid NOT NULL,
        ordinal integer NOT NULL,
        page_start integer NOT NULL,
        page_end integer NOT NULL,
        document_name text NOT NULL,
        text text NOT NULL,
        search_config text NOT NULL CHECK (search_config IN ('english', 'simple')),
        token_count integer NOT NULL,
        tsv tsvector NOT NULL
      )`);
    await db.query('CREATE INDEX chunks_tsv_idx ON chunks USING GIN (tsv)');
    await db.query('CREATE INDEX chunks_document_idx ON chunks (organization_id, document_id, ordinal)');

    // Document frequency of every lexeme and the corpus size, per organization: real IDF at query time.
    await db.query(`
      CREATE TABLE corpus_terms (
        organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
        lexeme text NOT NULL,
        df integer NOT NULL,
        PRIMARY KEY (organization_id, lexeme)
      )`);
    await db.query(`
      CREATE TABLE corpus_stats (
        organization_id uuid PRIMARY KEY REFERENCES organizations(id) ON DELETE CASCADE,
        chunks integer NOT NULL,
        tokens bigint NOT NULL
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE corpus_stats');
    await db.query('DROP TABLE corpus_terms');
    await db.query('DROP TABLE chunks');
  }
}
