import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Mail that carries a secret (a verification link, a reset code) is marked sensitive: its body is stored
 * encrypted while it waits and blanked once sent. Rows written before this held such bodies, and reset codes in
 * their subjects, in plain text: they are scrubbed here, and any still waiting is given up (the person asks
 * for a new link or code).
 */
export class MailOutboxSecrets1763800120000 implements MigrationInterface {
  name = 'MailOutboxSecrets1763800120000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE mail_outbox ADD COLUMN sensitive boolean NOT NULL DEFAULT false');
    await db.query(`UPDATE mail_outbox SET subject = 'Your Pagewise password reset code' WHERE kind = 'password-reset'`);
    await db.query(`
      UPDATE mail_outbox
         SET sensitive = true, text_body = '',
             status = CASE WHEN status = 'pending' THEN 'failed' ELSE status END,
             last_error = CASE WHEN status = 'pending' THEN 'Given up when mail with secrets started being stored encrypted.' ELSE last_error END
       WHERE kind IN ('verify-email', 'password-reset')`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE mail_outbox DROP COLUMN sensitive');
  }
}
