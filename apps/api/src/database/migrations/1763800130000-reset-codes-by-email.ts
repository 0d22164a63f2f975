import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reset codes are found by an HMAC of the email address rather than by the user, and an address without an
 * account gets a code too (one that is never sent and matches nothing), so that the code check answers every
 * address alike. Codes written before have no such key: they are retired, and their owners ask again.
 */
export class ResetCodesByEmail1763800130000 implements MigrationInterface {
  name = 'ResetCodesByEmail1763800130000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE password_reset_codes ALTER COLUMN user_id DROP NOT NULL');
    await db.query('ALTER TABLE password_reset_codes ADD COLUMN email_key text');
    await db.query('UPDATE password_reset_codes SET used_at = now() WHERE used_at IS NULL');
    await db.query('CREATE INDEX password_reset_codes_email_idx ON password_reset_codes (email_key, created_at)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX password_reset_codes_email_idx');
    await db.query('DELETE FROM password_reset_codes WHERE user_id IS NULL');
    await db.query('ALTER TABLE password_reset_codes DROP COLUMN email_key');
    await db.query('ALTER TABLE password_reset_codes ALTER COLUMN user_id SET NOT NULL');
  }
}
