import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Keys1763800200000 implements MigrationInterface {
  name = 'Keys1763800200000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE api_keys (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
        name text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('admin', 'scoped', 'publishable')),
        key_hash text NOT NULL,
        key_prefix text NOT NULL,
        scopes jsonb NOT NULL,
        allowed_origins jsonb NOT NULL DEFAULT '[]',
        expires_at timestamptz,
        revoked_at timestamptz,
        last_used_at timestamptz,
        usage_count bigint NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Every request looks its key up by hash: unique and indexed, never a scan.
    await db.query('CREATE UNIQUE INDEX api_keys_key_hash ON api_keys (key_hash)');
    await db.query('CREATE INDEX api_keys_organization ON api_keys (organization_id, created_at)');
    // One live admin key per organization; rotation revokes the old one first.
    await db.query(`CREATE UNIQUE INDEX api_keys_one_admin ON api_keys (organization_id) WHERE kind = 'admin' AND revoked_at IS NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE api_keys');
  }
}
