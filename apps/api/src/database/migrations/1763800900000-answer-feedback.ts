import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A rating of a stored answer (up or down, with an optional comment); rating again replaces it. */
export class AnswerFeedback1763800900000 implements MigrationInterface {
  name = 'AnswerFeedback1763800900000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE chat_turns
        ADD COLUMN rating text CHECK (rating IN ('up', 'down')),
        ADD COLUMN rating_comment text,
        ADD COLUMN rated_at timestamptz`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE chat_turns DROP COLUMN rating, DROP COLUMN rating_comment, DROP COLUMN rated_at');
  }
}
