import type { RequestOptions } from '../core/request.js';
import type {
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointCreateParams,
  WebhookEndpointCreateResponse,
  WebhookEndpointDeleteResponse,
  WebhookEndpointUpdateParams,
  WebhookSecretRotation,
} from '../types.js';
import type { Send } from './resource.js';

/** Webhook endpoints: the admin key, a key holding `webhooks:manage`, or the dashboard session. Verify deliveries with `webhooks.verify`. */
export class Webhooks {
  constructor(private readonly request: Send) {}

  list(opts?: RequestOptions): Promise<WebhookEndpoint[]> {
    return this.request({ method: 'GET', path: '/v1/webhooks' }, opts);
  }

  /** https only (http to localhost outside production). The signing `secret` is in this response only. */
  create(params: WebhookEndpointCreateParams, opts?: RequestOptions): Promise<WebhookEndpointCreateResponse> {
    return this.request({ method: 'POST', path: '/v1/webhooks', body: params }, opts);
  }

  get(endpointId: string, opts?: RequestOptions): Promise<WebhookEndpoint> {
    return this.request({ method: 'GET', path: `/v1/webhooks/${encodeURIComponent(endpointId)}` }, opts);
  }

  /** Changes the URL, events or description; `{ enabled: false }` disables the endpoint, `{ enabled: true }` enables it. */
  update(endpointId: string, params: WebhookEndpointUpdateParams, opts?: RequestOptions): Promise<WebhookEndpoint> {
    return this.request({ method: 'PATCH', path: `/v1/webhooks/${encodeURIComponent(endpointId)}`, body: params }, opts);
  }

  delete(endpointId: string, opts?: RequestOptions): Promise<WebhookEndpointDeleteResponse> {
    return this.request({ method: 'DELETE', path: `/v1/webhooks/${encodeURIComponent(endpointId)}` }, opts);
  }

  /** A new secret; the previous one keeps signing too for 24 hours. */
  rotateSecret(endpointId: string, opts?: RequestOptions): Promise<WebhookSecretRotation> {
    return this.request({ method: 'POST', path: `/v1/webhooks/${encodeURIComponent(endpointId)}/rotate-secret` }, opts);
  }

  /** The latest 50 deliveries, newest first, each with its attempts (status code, latency). */
  deliveries(endpointId: string, opts?: RequestOptions): Promise<WebhookDelivery[]> {
    return this.request({ method: 'GET', path: `/v1/webhooks/${encodeURIComponent(endpointId)}/deliveries` }, opts);
  }

  /** Sends a delivery's event again now, with the same webhook-id. */
  redeliver(endpointId: string, deliveryId: string, opts?: RequestOptions): Promise<WebhookDelivery> {
    const path = `/v1/webhooks/${encodeURIComponent(endpointId)}/deliveries/${encodeURIComponent(deliveryId)}/redeliver`;
    return this.request({ method: 'POST', path }, opts);
  }
}
