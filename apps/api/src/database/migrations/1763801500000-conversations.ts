import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Conversations (GET /v1/chat/sessions and its export) and the questions report (GET /v1/analytics/questions) read
 * an organization's turns by time, which the session
 * index (organization_id, session_id, created_at) cannot serve; and the widget's starter questions (up to 4,
 * null meaning none). Same SQL on PGlite and PostgreSQL.
 */
export class Conversations1763801500000 implements MigrationInterface {
  name = 'Conversations1763801500000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('CREATE INDEX chat_turns_organization_time_idx ON chat_turns (organization_id, created_at, id)');
    await db.query('ALTER TABLE widget_settings ADD COLUMN starter_questions jsonb');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE widget_settings DROP COLUMN starter_questions');
    await db.query('DROP INDEX chat_turns_organization_time_idx');
  }
}
