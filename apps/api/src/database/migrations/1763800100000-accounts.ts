import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Users, their sessions, and the single-use secrets of email verification and password reset. */
export class Accounts1763800100000 implements MigrationInterface {
  name = 'Accounts1763800100000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
        email text NOT NULL,
        password_hash text NOT NULL,
        first_name text NOT NULL,
        middle_name text NOT NULL DEFAULT '',
        last_name text NOT NULL,
        phone text NOT NULL,
        country text NOT NULL,
        account_type text NOT NULL CHECK (account_type IN ('personal', 'organization')),
        role_in_organization text,
        email_verified_at timestamptz,
        last_login_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query('CREATE UNIQUE INDEX users_email_key ON users (lower(email))');
    await db.query('CREATE INDEX users_organization_idx ON users (organization_id)');

    // One row per signed-in browser; every refresh token of that browser belongs to it (the "family").
    await db.query(`
      CREATE TABLE auth_sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        ip text,
        user_agent text,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz,
        revoked_reason text
      )`);
    await db.query('CREATE INDEX auth_sessions_user_idx ON auth_sessions (user_id)');
    await db.query(`
      CREATE TABLE refresh_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        session_id uuid NOT NULL REFERENCES auth_sessions(id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query('CREATE INDEX refresh_tokens_session_idx ON refresh_tokens (session_id)');

    await db.query(`
      CREATE TABLE email_verification_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query('CREATE INDEX email_verification_tokens_user_idx ON email_verification_tokens (user_id)');

    await db.query(`
      CREATE TABLE password_reset_codes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        code_hash text NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        expires_at timestamptz NOT NULL,
        verified_at timestamptz,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query('CREATE INDEX password_reset_codes_user_idx ON password_reset_codes (user_id, created_at)');
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of ['password_reset_codes', 'email_verification_tokens', 'refresh_tokens', 'auth_sessions', 'users']) {
      await db.query(`DROP TABLE ${table}`);
    }
  }
}
