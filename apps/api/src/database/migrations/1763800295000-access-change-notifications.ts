import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every API process keeps the keys it has verified for a few seconds (keys/verified-key-cache.ts). So that a
 * revoked, rotated, expired or re-scoped key, or an organization's new plan or limits, count at once on every
 * process, any change to those rows sends a notification on `pagewise_access` when its transaction commits,
 * whoever writes it (an API process, the CLI, an operator's SQL). The usage counters that the API writes every
 * second (usage_count, last_used_at) do not: they change nothing about what a key may do.
 */
export class AccessChangeNotifications1763800295000 implements MigrationInterface {
  name = 'AccessChangeNotifications1763800295000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE FUNCTION notify_access_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('pagewise_access', TG_TABLE_NAME);
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE TRIGGER api_keys_access_change
        AFTER UPDATE OF organization_id, name, kind, key_hash, key_prefix, scopes, allowed_origins, expires_at, revoked_at OR DELETE
        ON api_keys FOR EACH STATEMENT EXECUTE FUNCTION notify_access_change()`);
    await db.query(`
      CREATE TRIGGER organizations_access_change
        AFTER UPDATE OR DELETE ON organizations FOR EACH STATEMENT EXECUTE FUNCTION notify_access_change()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TRIGGER organizations_access_change ON organizations');
    await db.query('DROP TRIGGER api_keys_access_change ON api_keys');
    await db.query('DROP FUNCTION notify_access_change()');
  }
}
