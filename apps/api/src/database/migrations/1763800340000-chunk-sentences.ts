import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Chunk rows kept uncompressed, and every chunk's sentences and their content words, worked out once at ingestion instead of for every question
 * that retrieves the chunk (docs/retrieval.md). Chunks stored before keep none: they are worked out from the
 * chunk's text when it is retrieved (the same answer, a little more work), until the document is processed again.
 * Frozen like every migration: it imports no live code, so a later change to the sentence rules cannot change it.
 */
export class ChunkSentences1763800340000 implements MigrationInterface {
  name = 'ChunkSentences1763800340000';

  async up(db: QueryRunner): Promise<void> {
    // A chunk's row (text, tsvector, sentences: a few kB) is kept whole and uncompressed up to a page: TOAST's
    // default 2 kB threshold compressed most rows, and every question decompressed 200 candidates' tsvectors.
    await db.query('ALTER TABLE chunks SET (toast_tuple_target = 8160)');
    await db.query('ALTER TABLE chunks ADD COLUMN sentences text');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE chunks DROP COLUMN sentences');
    await db.query('ALTER TABLE chunks RESET (toast_tuple_target)');
  }
}
