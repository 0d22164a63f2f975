import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Publishable keys sit in web pages, so they are not secrets: their text is kept (beside the HMAC that still
 * authenticates them) and GET /v1/apikeys returns it, so the dashboard's widget screen knows every publishable key
 * of the organization in any browser. Keys made before this migration have only their hash (NULL here). Secret
 * keys never have their text stored. Same SQL on PGlite and PostgreSQL.
 */
export class PublishableKeyText1763801700000 implements MigrationInterface {
  name = 'PublishableKeyText1763801700000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE api_keys ADD COLUMN publishable_key text`);
    await db.query(`ALTER TABLE api_keys ADD CONSTRAINT api_keys_publishable_key_only CHECK (publishable_key IS NULL OR kind = 'publishable')`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE api_keys DROP CONSTRAINT api_keys_publishable_key_only');
    await db.query('ALTER TABLE api_keys DROP COLUMN publishable_key');
  }
}
