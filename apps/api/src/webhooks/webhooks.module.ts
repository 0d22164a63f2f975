import { Module } from '@nestjs/common';
import { WebhookDeliveryWorker } from './webhook-delivery.worker.js';
import { WebhookEndpointsService } from './webhook-endpoints.service.js';
import { WebhooksController } from './webhooks.controller.js';

/**
 * Webhooks (docs/webhooks.md): endpoints under /v1/webhooks and the delivery worker. Events are written by the
 * features whose changes they tell of, with emitWebhookEvent (webhook-outbox.ts) in their own transactions.
 */
@Module({ controllers: [WebhooksController], providers: [WebhookEndpointsService, WebhookDeliveryWorker], exports: [WebhookDeliveryWorker] })
export class WebhooksModule {}
