import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Whether a stored answer drew on the documents or said they do not cover the question. */
export class ChatTurnAnswerStatus1763800260000 implements MigrationInterface {
  name = 'ChatTurnAnswerStatus1763800260000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE chat_turns ADD COLUMN answer_status text CHECK (answer_status IN ('answered', 'not_found'))`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE chat_turns DROP COLUMN answer_status');
  }
}
