import type { MigrationInterface, QueryRunner } from 'typeorm';
import { encodeSentenceTerms, sentenceTermsOf } from '../../rag/answering/extractive-sentences.js';

const BATCH = 500;

/**
 * Chunk rows kept uncompressed, and every chunk's sentences and their content words, worked out once at ingestion instead of for every question
 * that retrieves the chunk (docs/retrieval.md). Chunks stored before are filled in here, in batches; a chunk
 * without them still works (they are worked out from its text when it is retrieved).
 */
export class ChunkSentences1763800340000 implements MigrationInterface {
  name = 'ChunkSentences1763800340000';

  async up(db: QueryRunner): Promise<void> {
    // A chunk's row (text, tsvector, sentences: a few kB) is kept whole and uncompressed up to a page: TOAST's
    // default 2 kB threshold compressed most rows, and every question decompressed 200 candidates' tsvectors.
    await db.query('ALTER TABLE chunks SET (toast_tuple_target = 8160)');
    await db.query('ALTER TABLE chunks ADD COLUMN sentences text');
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const rows: Array<{ id: string; text: string }> = await db.query('SELECT id, text FROM chunks WHERE id > $1 ORDER BY id LIMIT $2', [after, BATCH]);
      if (!rows.length) break;
      await db.query('UPDATE chunks c SET sentences = v.sentences FROM unnest($1::uuid[], $2::text[]) AS v(id, sentences) WHERE c.id = v.id', [
        rows.map((r) => r.id),
        rows.map((r) => encodeSentenceTerms(sentenceTermsOf(r.text))),
      ]);
      after = rows[rows.length - 1].id;
    }
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE chunks DROP COLUMN sentences');
    await db.query('ALTER TABLE chunks RESET (toast_tuple_target)');
  }
}
