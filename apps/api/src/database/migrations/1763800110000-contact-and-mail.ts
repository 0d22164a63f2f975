import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Contact inquiries (kept whatever happens to the mail) and the outgoing-mail queue with its retries. */
export class ContactAndMail1763800110000 implements MigrationInterface {
  name = 'ContactAndMail1763800110000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE contact_inquiries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        full_name text NOT NULL,
        email text NOT NULL,
        company text NOT NULL DEFAULT '',
        phone text NOT NULL DEFAULT '',
        subject text NOT NULL,
        budget text NOT NULL DEFAULT '',
        timeline text NOT NULL DEFAULT '',
        message text NOT NULL,
        ip text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query('CREATE INDEX contact_inquiries_created_idx ON contact_inquiries (created_at)');

    await db.query(`
      CREATE TABLE mail_outbox (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind text NOT NULL,
        recipient text NOT NULL,
        subject text NOT NULL,
        text_body text NOT NULL,
        reply_to text,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        last_error text,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE status = 'pending'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE mail_outbox');
    await db.query('DROP TABLE contact_inquiries');
  }
}
