import type { MigrationInterface, QueryRunner } from 'typeorm';

/** GET /v1/analytics/questions reads an organization's turns of a date range: an index on exactly that. */
export class QuestionsReport1763801400000 implements MigrationInterface {
  name = 'QuestionsReport1763801400000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('CREATE INDEX IF NOT EXISTS chat_turns_organization_created_idx ON chat_turns (organization_id, created_at)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX IF EXISTS chat_turns_organization_created_idx');
  }
}
