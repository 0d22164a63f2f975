import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DomainError, NotFoundError } from '../common/errors/domain-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { returning } from '../database/returning.js';
import type { ApiKeyContext } from '../keys/api-key-context.js';
import { PlansService } from '../plans/plans.service.js';
import type { WebhookEventType } from './webhook-events.js';
import { generateSecret } from './webhook-signature.js';
import { checkEndpointUrl } from './webhook-url.js';
import type { RotatedSecretView, WebhookAttemptView, WebhookDeliveryView, WebhookEndpointView, WebhookEndpointWithSecretView } from './webhook.views.js';
import { notifyWebhookWorkers } from './webhook-outbox.js';

/** After a rotation, the secret it replaced keeps signing for this long. */
export const PREVIOUS_SECRET_VALID_MS = 24 * 3600_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface EndpointRow {
  id: string;
  url: string;
  description: string;
  event_types: WebhookEventType[] | string;
  enabled: boolean;
  disabled_reason: string | null;
  previous_secret_expires_at: Date | null;
  created_at: Date;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function endpointView(row: EndpointRow): WebhookEndpointView {
  const active = row.previous_secret_expires_at && new Date(row.previous_secret_expires_at).getTime() > Date.now();
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: typeof row.event_types === 'string' ? JSON.parse(row.event_types) : row.event_types,
    enabled: row.enabled,
    disabled_reason: row.disabled_reason,
    previous_secret_expires_at: active ? iso(row.previous_secret_expires_at) : null,
    created_at: iso(row.created_at)!,
  };
}

const COLUMNS = 'id, url, description, event_types, enabled, disabled_reason, previous_secret_expires_at, created_at';

/** An organization's webhook endpoints: register, change, enable or disable, rotate the secret, delete; and their delivery log. */
@Injectable()
export class WebhookEndpointsService {
  constructor(
    private readonly db: DataSource,
    private readonly plans: PlansService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(caller: ApiKeyContext): Promise<WebhookEndpointView[]> {
    const rows: EndpointRow[] = await this.db.query(`SELECT ${COLUMNS} FROM webhook_endpoints WHERE organization_id = $1 ORDER BY created_at, id`, [caller.organization.id]);
    return rows.map(endpointView);
  }

  async get(caller: ApiKeyContext, id: string): Promise<WebhookEndpointView> {
    return endpointView(await this.find(caller, id));
  }

  async create(caller: ApiKeyContext, input: { url: string; events: WebhookEventType[]; description?: string }): Promise<WebhookEndpointWithSecretView> {
    const url = checkEndpointUrl(input.url, this.production);
    const organization = caller.organization;
    const limit = this.plans.limitsFor(organization).maxWebhookEndpoints;
    const secret = generateSecret();
    const row = await this.db.transaction(async (tx) => {
      // One organization's registrations one at a time, so two at once cannot both take the last place.
      await tx.query('SELECT id FROM organizations WHERE id = $1 FOR UPDATE', [organization.id]);
      const [{ n }] = await tx.query('SELECT count(*)::int AS n FROM webhook_endpoints WHERE organization_id = $1', [organization.id]);
      if (limit !== null && n >= limit) {
        const title = this.plans.get(organization.plan).title;
        throw new DomainError('plan_limit_reached', `The ${title} plan allows ${limit} webhook endpoint${limit === 1 ? '' : 's'}. Delete one or upgrade your plan to add another.`);
      }
      const [created] = await returning<EndpointRow>(
        tx,
        `INSERT INTO webhook_endpoints (organization_id, url, description, event_types, secret) VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
        [organization.id, url, input.description ?? '', JSON.stringify([...new Set(input.events)]), secret],
      );
      return created;
    });
    return { ...endpointView(row), secret };
  }

  async update(caller: ApiKeyContext, id: string, input: { url?: string; events?: WebhookEventType[]; description?: string; enabled?: boolean }): Promise<WebhookEndpointView> {
    const current = await this.find(caller, id);
    const url = input.url === undefined ? current.url : checkEndpointUrl(input.url, this.production);
    const events = input.events === undefined ? null : JSON.stringify([...new Set(input.events)]);
    const enabled = input.enabled ?? current.enabled;
    const [row] = await returning<EndpointRow>(
      this.db,
      `UPDATE webhook_endpoints SET url = $3, event_types = COALESCE($4::jsonb, event_types), description = COALESCE($5, description),
              enabled = $6, disabled_reason = CASE WHEN $6 THEN NULL ELSE disabled_reason END,
              failing_since = CASE WHEN $6 AND NOT enabled THEN NULL ELSE failing_since END, updated_at = now()
        WHERE id = $1 AND organization_id = $2 RETURNING ${COLUMNS}`,
      [current.id, caller.organization.id, url, events, input.description ?? null, enabled],
    );
    if (!row) throw new NotFoundError('Webhook endpoint');
    if (enabled && !current.enabled) notifyWebhookWorkers();
    return endpointView(row);
  }

  async remove(caller: ApiKeyContext, id: string): Promise<{ message: string; endpoint_id: string }> {
    const endpoint = await this.find(caller, id);
    await this.db.query('DELETE FROM webhook_endpoints WHERE id = $1 AND organization_id = $2', [endpoint.id, caller.organization.id]);
    return { message: 'Webhook endpoint deleted.', endpoint_id: endpoint.id };
  }

  /** A new secret signs from now on; the one it replaces keeps signing too for 24 hours, so receivers can switch over. */
  async rotateSecret(caller: ApiKeyContext, id: string): Promise<RotatedSecretView> {
    const endpoint = await this.find(caller, id);
    const secret = generateSecret();
    const [row] = await returning<{ previous_secret_expires_at: Date }>(
      this.db,
      `UPDATE webhook_endpoints SET previous_secret = secret, secret = $3,
              previous_secret_expires_at = now() + $4::int * interval '1 millisecond', updated_at = now()
        WHERE id = $1 AND organization_id = $2 RETURNING previous_secret_expires_at`,
      [endpoint.id, caller.organization.id, secret, PREVIOUS_SECRET_VALID_MS],
    );
    if (!row) throw new NotFoundError('Webhook endpoint');
    return { secret, previous_secret_expires_at: iso(row.previous_secret_expires_at)! };
  }

  /** The latest deliveries to the endpoint, newest first, each with every attempt. */
  async deliveries(caller: ApiKeyContext, id: string, limit = 50): Promise<WebhookDeliveryView[]> {
    const endpoint = await this.find(caller, id);
    const rows = await this.db.query(
      `SELECT d.id, d.event_id, e.type AS event_type, d.status, d.attempts, d.last_status_code, d.last_error, d.next_attempt_at,
              d.delivered_at, d.created_at
         FROM webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id
        WHERE d.endpoint_id = $1 ORDER BY d.created_at DESC, d.id LIMIT $2`,
      [endpoint.id, limit],
    );
    const attempts: (WebhookAttemptView & { delivery_id: string })[] = rows.length
      ? await this.db.query(
          `SELECT delivery_id, attempt, status_code, latency_ms, error, created_at FROM webhook_attempts
            WHERE delivery_id = ANY($1::uuid[]) ORDER BY created_at, attempt`,
          [rows.map((r: { id: string }) => r.id)],
        )
      : [];
    return rows.map((row: any): WebhookDeliveryView => ({
      id: row.id,
      event_id: row.event_id,
      event_type: row.event_type,
      status: row.status,
      attempts: row.attempts,
      last_status_code: row.last_status_code,
      last_error: row.last_error,
      next_attempt_at: row.status === 'pending' ? iso(row.next_attempt_at) : null,
      delivered_at: iso(row.delivered_at),
      created_at: iso(row.created_at)!,
      attempt_log: attempts
        .filter((a) => a.delivery_id === row.id)
        .map((a) => ({ attempt: a.attempt, status_code: a.status_code, latency_ms: a.latency_ms, error: a.error, created_at: iso(a.created_at)! })),
    }));
  }

  /** Sends the delivery's event again, now, as a new delivery with the same webhook-id. */
  async redeliver(caller: ApiKeyContext, id: string, deliveryId: string): Promise<WebhookDeliveryView> {
    const endpoint = await this.find(caller, id);
    if (!UUID.test(deliveryId)) throw new NotFoundError('Webhook delivery');
    const [created] = await returning<{ id: string }>(
      this.db,
      `INSERT INTO webhook_deliveries (event_id, endpoint_id)
       SELECT event_id, endpoint_id FROM webhook_deliveries WHERE id = $1 AND endpoint_id = $2 RETURNING id`,
      [deliveryId, endpoint.id],
    );
    if (!created) throw new NotFoundError('Webhook delivery');
    notifyWebhookWorkers();
    const [view] = (await this.deliveries(caller, id, 1000)).filter((d) => d.id === created.id);
    return view;
  }

  private get production(): boolean {
    return this.config.env === 'production';
  }

  private async find(caller: ApiKeyContext, id: string): Promise<EndpointRow> {
    const [row]: EndpointRow[] = UUID.test(id)
      ? await this.db.query(`SELECT ${COLUMNS} FROM webhook_endpoints WHERE id = $1 AND organization_id = $2`, [id, caller.organization.id])
      : [];
    if (!row) throw new NotFoundError('Webhook endpoint');
    return row;
  }
}
