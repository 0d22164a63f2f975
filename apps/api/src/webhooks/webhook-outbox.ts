import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { WebhookEventType } from './webhook-events.js';

/** Delivery workers of this process, woken when an event may be waiting (they also poll). */
const listeners = new Set<() => void>();

export function onWebhookEvent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Wakes this process's delivery worker shortly; the event's transaction has committed by then, or the next poll finds it. */
export function notifyWebhookWorkers(delayMs = 20): void {
  if (listeners.size === 0) return;
  setTimeout(() => listeners.forEach((listener) => listener()), delayMs).unref();
}

export function newEventId(): string {
  return `evt_${randomUUID().replace(/-/g, '')}`;
}

/**
 * Writes an event to the outbox with `tx`, the transaction that makes the change it tells of: the event exists
 * if and only if the change does. In the same statement it queues one delivery to every enabled endpoint of the
 * organization subscribed to the type. The payload is fixed here (id, type, timestamp, data), so every attempt
 * and every redelivery sends the same bytes. An `id` given twice writes once (e.g. one quota.reached per day).
 * Returns whether the event was written.
 */
export async function emitWebhookEvent(
  tx: EntityManager | DataSource,
  organizationId: string,
  type: WebhookEventType,
  data: object,
  id: string = newEventId(),
): Promise<boolean> {
  const payload = JSON.stringify({ id, type, timestamp: new Date().toISOString(), data });
  const rows: { id: string; deliveries: number }[] = await tx.query(
    `WITH event AS (
       INSERT INTO webhook_events (id, organization_id, type, payload) VALUES ($1, $2, $3, $4)
       ON CONFLICT (id) DO NOTHING RETURNING id, organization_id, type),
     queued AS (
       INSERT INTO webhook_deliveries (event_id, endpoint_id)
       SELECT event.id, w.id FROM event JOIN webhook_endpoints w
           ON w.organization_id = event.organization_id AND w.enabled AND w.event_types ? event.type
       RETURNING id)
     SELECT id, (SELECT count(*) FROM queued)::int AS deliveries FROM event`,
    [id, organizationId, type, payload],
  );
  // An organization without a subscribed endpoint gets no delivery: no worker need look for one.
  if (rows.some((row) => Number(row.deliveries) > 0)) notifyWebhookWorkers();
  return rows.length > 0;
}
