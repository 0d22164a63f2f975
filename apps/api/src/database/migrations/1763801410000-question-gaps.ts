import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The question.unanswered webhook (docs/webhooks.md). A turn that ends "not in your documents", in an
 * organization with an endpoint subscribed to the event, is queued by a trigger, whoever wrote it; the question
 * gaps worker (analytics/questions/question-gaps.worker.ts) drains the queue. question_gap_alerts remembers the
 * groups already announced on a UTC day, so each is sent at most once a day.
 */
export class QuestionGaps1763801410000 implements MigrationInterface {
  name = 'QuestionGaps1763801410000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE question_gap_queue (
        turn_id uuid PRIMARY KEY,
        organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
        queued_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await db.query(`
      CREATE TABLE question_gap_alerts (
        organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
        day date NOT NULL,
        group_id text NOT NULL,
        terms text[] NOT NULL,
        event_id text NOT NULL,
        PRIMARY KEY (organization_id, day, group_id)
      )`);
    await db.query(`
      CREATE FUNCTION queue_question_gap() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.answer_status = 'not_found'
           AND (TG_OP = 'INSERT' OR OLD.answer_status IS DISTINCT FROM 'not_found')
           AND EXISTS (SELECT 1 FROM webhook_endpoints w
                        WHERE w.organization_id = NEW.organization_id AND w.enabled AND w.event_types ? 'question.unanswered') THEN
          INSERT INTO question_gap_queue (turn_id, organization_id) VALUES (NEW.id, NEW.organization_id) ON CONFLICT DO NOTHING;
        END IF;
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE TRIGGER chat_turns_question_gap AFTER INSERT OR UPDATE OF answer_status ON chat_turns
        FOR EACH ROW EXECUTE FUNCTION queue_question_gap()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TRIGGER IF EXISTS chat_turns_question_gap ON chat_turns');
    await db.query('DROP FUNCTION IF EXISTS queue_question_gap()');
    await db.query('DROP TABLE question_gap_alerts');
    await db.query('DROP TABLE question_gap_queue');
  }
}
