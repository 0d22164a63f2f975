import { type BeforeApplicationShutdown, Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { backoff } from '@pagewise/protocol/backoff';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { type Claimed, LeaseQueue } from '../database/lease-queue.js';
import { PolledWork } from '../database/polled-work.js';
import { returning } from '../database/returning.js';
import { MailOutboxService } from '../mail/mail-outbox.service.js';
import { onWebhookEvent } from './webhook-outbox.js';
import { sendWebhook } from './webhook-sender.js';
import { signatureHeader } from './webhook-signature.js';

const BATCH = 10;

type Delivery = Claimed<{ event_id: string; endpoint_id: string }>;

interface Target {
  url: string;
  secret: string;
  previous_secret: string | null;
  previous_valid: boolean;
  enabled: boolean;
  organization_id: string;
  payload: string;
  /** Milliseconds since the event was written. */
  age_ms: number;
}

/**
 * Delivers queued webhook events (docs/webhooks.md, "Delivery"). Deliveries are rows of a LeaseQueue, so any
 * number of API instances share the work and each attempt goes out from one of them; a delivery whose sender
 * died is sent again once its lease lapses, with the same webhook-id. A 2xx answer within the timeout is
 * delivered; anything else is tried again with exponential backoff and jitter until the retry window (about
 * 3 days) is spent. An endpoint that has failed for a whole window is disabled, and the organization is told by mail.
 */
@Injectable()
export class WebhookDeliveryWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Webhooks');
  private readonly queue: LeaseQueue<Delivery>;
  private readonly work: PolledWork;
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly db: DataSource,
    private readonly mail: MailOutboxService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.queue = new LeaseQueue(db, { table: 'webhook_deliveries', columns: ['event_id', 'endpoint_id'], leaseMs: config.webhooks.leaseMs });
    this.work = new PolledWork({
      pollMs: config.webhooks.pollMs,
      lanes: 1,
      drain: () => this.drain(),
      onError: (error) => this.logger.warn(`A webhook delivery pass failed: ${error instanceof Error ? error.message : String(error)}`),
    });
  }

  onApplicationBootstrap(): void {
    if (!this.config.backgroundJobs) return;
    this.unsubscribe = onWebhookEvent(() => this.work.kick());
    this.work.start();
  }

  beforeApplicationShutdown(): Promise<void> {
    this.unsubscribe?.();
    return this.work.stop();
  }

  /** Delivers what is due until nothing is; returns how many attempts were made. */
  async drain(): Promise<number> {
    let made = 0;
    while (!this.work.stopped()) {
      const claimed = await this.queue.claim(BATCH);
      if (claimed.length === 0) break;
      await Promise.all(claimed.map((delivery) => this.deliver(delivery)));
      made += claimed.length;
    }
    return made;
  }

  private async deliver(delivery: Delivery): Promise<void> {
    const [target]: Target[] = await this.db.query(
      `SELECT w.url, w.secret, w.previous_secret, COALESCE(w.previous_secret_expires_at > now(), false) AS previous_valid, w.enabled,
              w.organization_id, e.payload, (extract(epoch FROM now() - e.created_at) * 1000)::bigint AS age_ms
         FROM webhook_endpoints w JOIN webhook_events e ON e.id = $2 WHERE w.id = $1`,
      [delivery.endpoint_id, delivery.event_id],
    );
    if (!target) return; // the endpoint was deleted, and its deliveries with it
    if (!target.enabled) {
      await this.queue.settle(delivery, { status: 'failed', error: 'The endpoint is disabled.' });
      return;
    }
    const timestamp = Math.floor(Date.now() / 1000);
    const secrets = target.previous_valid && target.previous_secret ? [target.secret, target.previous_secret] : [target.secret];
    const headers = {
      'webhook-id': delivery.event_id,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signatureHeader(secrets, delivery.event_id, timestamp, target.payload),
    };
    const { timeoutMs } = this.config.webhooks;
    const result = await sendWebhook(target.url, headers, target.payload, { timeoutMs, production: this.config.env === 'production' });
    const delivered = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
    const error = delivered ? null : (result.error ?? `HTTP ${result.statusCode}`).slice(0, 500);

    await this.db.query(
      `INSERT INTO webhook_attempts (delivery_id, endpoint_id, attempt, status_code, latency_ms, error) VALUES ($1, $2, $3, $4, $5, $6)`,
      [delivery.id, delivery.endpoint_id, delivery.attempts, result.statusCode, result.latencyMs, error],
    );
    if (delivered) {
      await this.queue.settle(delivery, { status: 'delivered', set: 'delivered_at = now(), last_status_code = $5', params: [result.statusCode] });
      await this.db.query('UPDATE webhook_endpoints SET failing_since = NULL WHERE id = $1 AND failing_since IS NOT NULL', [delivery.endpoint_id]);
      return;
    }
    const { retryBaseMs, retryMaxMs, retryWindowMs } = this.config.webhooks;
    const waitMs = backoff(delivery.attempts, retryBaseMs, retryMaxMs);
    const giveUp = Number(target.age_ms) + waitMs > retryWindowMs;
    await this.queue.settle(delivery, {
      status: giveUp ? 'failed' : 'pending',
      retryInMs: waitMs,
      error,
      set: 'last_status_code = $5',
      params: [result.statusCode],
    });
    this.logger.warn(
      `Webhook ${delivery.event_id} to endpoint ${delivery.endpoint_id} failed (attempt ${delivery.attempts}): ${error}` +
        (giveUp ? '; giving up.' : `; retrying in ${Math.round(waitMs / 1000)} s.`),
    );
    await this.noteFailure(delivery, giveUp);
  }

  /**
   * Starts or continues the endpoint's failure streak (from the time of the attempt that failed). The endpoint is
   * disabled when the streak has lasted the whole retry window, or when a delivery used up its retries without
   * any delivery succeeding meanwhile: the streak began no later than that delivery's first attempt (a success
   * ends a streak, so a later start means one came in between).
   */
  private async noteFailure(delivery: Delivery, gaveUp: boolean): Promise<void> {
    const attempts = 'FROM webhook_attempts WHERE delivery_id = $5';
    const sustained = `failing_since IS NOT NULL AND (failing_since <= now() - $2::bigint * interval '1 millisecond'
      OR ($4 AND failing_since <= (SELECT min(created_at) ${attempts})))`;
    const rows = await returning<{ url: string; organization_id: string; enabled: boolean }>(
      this.db,
      `UPDATE webhook_endpoints
          SET failing_since = COALESCE(failing_since, (SELECT max(created_at) ${attempts})),
              enabled = NOT (${sustained}),
              disabled_reason = CASE WHEN ${sustained} THEN $3 ELSE disabled_reason END,
              updated_at = now()
        WHERE id = $1 AND enabled
        RETURNING url, organization_id, enabled`,
      [delivery.endpoint_id, this.config.webhooks.retryWindowMs, 'Disabled after sustained failure: every delivery failed until its retries ran out.', gaveUp, delivery.id],
    );
    const disabled = rows.find((row) => !row.enabled);
    if (!disabled) return;
    this.logger.warn(`Webhook endpoint ${delivery.endpoint_id} disabled after sustained failure.`);
    await this.db.query(`UPDATE webhook_deliveries SET status = 'failed', last_error = 'The endpoint was disabled.' WHERE endpoint_id = $1 AND status = 'pending'`, [delivery.endpoint_id]);
    await this.tellOrganization(disabled.organization_id, disabled.url);
  }

  private async tellOrganization(organizationId: string, url: string): Promise<void> {
    const [row] = await this.db.query(
      `SELECT o.name, COALESCE(o.email, (SELECT u.email FROM users u WHERE u.organization_id = o.id ORDER BY u.created_at LIMIT 1)) AS email
         FROM organizations o WHERE o.id = $1`,
      [organizationId],
    );
    if (!row?.email) return;
    await this.mail.enqueue({
      kind: 'webhook-disabled',
      to: row.email,
      subject: 'A Pagewise webhook endpoint was disabled',
      text:
        `Hello,\n\nDeliveries to the webhook endpoint ${url} of ${row.name} have failed without a break, each retried for ` +
        `${describeWindow(this.config.webhooks.retryWindowMs)}, so Pagewise has disabled it and stopped sending to it.\n\n` +
        `Fix the receiver, then enable the endpoint again from the dashboard (Webhooks) or with ` +
        `PATCH /v1/webhooks/{id} {"enabled": true}. Failed deliveries can be sent again from the delivery log.\n\n— Pagewise\n`,
    });
  }
}

function describeWindow(ms: number): string {
  if (ms >= 86_400_000) return `${Math.round(ms / 86_400_000)} days`;
  if (ms >= 3_600_000) return `${Math.round(ms / 3_600_000)} hours`;
  return `${Math.max(1, Math.round(ms / 1000))} seconds`;
}
