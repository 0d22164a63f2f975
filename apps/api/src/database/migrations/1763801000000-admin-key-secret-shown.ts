import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Whether a key's secret has been shown to anyone. Keys made through the API and the operator CLI are shown when
 * they are made; the admin key made at signup is not, and the dashboard shows it once (docs/accounts.md, "The
 * admin key"). Keys that exist already count as shown. Same SQL on PGlite and PostgreSQL.
 */
export class AdminKeySecretShown1763801000000 implements MigrationInterface {
  name = 'AdminKeySecretShown1763801000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE api_keys ADD COLUMN secret_shown boolean NOT NULL DEFAULT true`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE api_keys DROP COLUMN secret_shown');
  }
}
