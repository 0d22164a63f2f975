import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Webhooks (docs/webhooks.md): an organization's endpoints, the events written in the same transaction as the
 * change they tell of, one delivery row per event and endpoint (a lease queue), and the log of every attempt.
 * Admin keys gain the new webhooks:manage scope, as they hold every scope.
 */
export class Webhooks1763800400000 implements MigrationInterface {
  name = 'Webhooks1763800400000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE webhook_endpoints (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
        url text NOT NULL,
        description text NOT NULL DEFAULT '',
        event_types jsonb NOT NULL,
        secret text NOT NULL,
        previous_secret text,
        previous_secret_expires_at timestamptz,
        enabled boolean NOT NULL DEFAULT true,
        disabled_reason text,
        failing_since timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query('CREATE INDEX webhook_endpoints_organization_idx ON webhook_endpoints (organization_id)');

    await db.query(`
      CREATE TABLE webhook_events (
        id text PRIMARY KEY,
        organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
        type text NOT NULL,
        payload text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query('CREATE INDEX webhook_events_organization_idx ON webhook_events (organization_id, created_at)');

    await db.query(`
      CREATE TABLE webhook_deliveries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        event_id text NOT NULL REFERENCES webhook_events(id) ON DELETE CASCADE,
        endpoint_id uuid NOT NULL REFERENCES webhook_endpoints(id) ON DELETE CASCADE,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        last_error text,
        last_status_code integer,
        delivered_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at) WHERE status = 'pending'`);
    await db.query('CREATE INDEX webhook_deliveries_endpoint_idx ON webhook_deliveries (endpoint_id, created_at)');

    await db.query(`
      CREATE TABLE webhook_attempts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        delivery_id uuid NOT NULL REFERENCES webhook_deliveries(id) ON DELETE CASCADE,
        endpoint_id uuid NOT NULL REFERENCES webhook_endpoints(id) ON DELETE CASCADE,
        attempt integer NOT NULL,
        status_code integer,
        latency_ms integer NOT NULL,
        error text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query('CREATE INDEX webhook_attempts_endpoint_idx ON webhook_attempts (endpoint_id, created_at)');

    await db.query(`UPDATE api_keys SET scopes = scopes || '["webhooks:manage"]'::jsonb WHERE kind = 'admin' AND NOT scopes ? 'webhooks:manage'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`UPDATE api_keys SET scopes = scopes - 'webhooks:manage'`);
    for (const table of ['webhook_attempts', 'webhook_deliveries', 'webhook_events', 'webhook_endpoints']) await db.query(`DROP TABLE ${table}`);
  }
}
