import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrorView } from '../common/http/api-error.view.js';
import type { ApiKeyContext } from '../keys/api-key-context.js';
import { ScopedRoute } from '../keys/scoped-route.decorator.js';
import { CurrentKey } from '../keys/scopes.decorator.js';
import { WebhookEndpointsService } from './webhook-endpoints.service.js';
import { CreateWebhookDto, UpdateWebhookDto } from './webhook.dto.js';
import { RotatedSecretView, WebhookDeletedView, WebhookDeliveryView, WebhookEndpointView, WebhookEndpointWithSecretView } from './webhook.views.js';

const NOT_FOUND = { status: 404, description: 'No such endpoint in this organization.', type: ApiErrorView };

/** Webhook endpoints (docs/webhooks.md): the admin key, a key with webhooks:manage, or the dashboard session. */
@ApiTags('webhooks')
@Controller('v1/webhooks')
export class WebhooksController {
  constructor(private readonly endpoints: WebhookEndpointsService) {}

  @Get()
  @ScopedRoute('webhooks:manage')
  @ApiResponse({ status: 200, type: [WebhookEndpointView] })
  @ApiOperation({ summary: "List the organization's webhook endpoints (never their secrets)" })
  list(@CurrentKey() caller: ApiKeyContext) {
    return this.endpoints.list(caller);
  }

  @Post()
  @ScopedRoute('webhooks:manage', { forbidden: "the plan's webhook endpoint limit is reached (code plan_limit_reached)" })
  @ApiResponse({ status: 201, type: WebhookEndpointWithSecretView })
  @ApiResponse({ status: 422, description: 'A field is invalid: url (https only; no private, loopback or link-local address), events, description.', type: ApiErrorView })
  @ApiOperation({ summary: 'Register a webhook endpoint; its signing secret is returned once' })
  create(@CurrentKey() caller: ApiKeyContext, @Body() body: CreateWebhookDto) {
    return this.endpoints.create(caller, body);
  }

  @Get(':endpoint_id')
  @ScopedRoute('webhooks:manage')
  @ApiResponse({ status: 200, type: WebhookEndpointView })
  @ApiResponse(NOT_FOUND)
  @ApiOperation({ summary: 'Read a webhook endpoint' })
  get(@CurrentKey() caller: ApiKeyContext, @Param('endpoint_id') id: string) {
    return this.endpoints.get(caller, id);
  }

  @Patch(':endpoint_id')
  @ScopedRoute('webhooks:manage')
  @ApiResponse({ status: 200, type: WebhookEndpointView })
  @ApiResponse(NOT_FOUND)
  @ApiResponse({ status: 422, description: 'A field is invalid.', type: ApiErrorView })
  @ApiOperation({ summary: 'Change a webhook endpoint: its URL, events or description; disable it or enable it again' })
  update(@CurrentKey() caller: ApiKeyContext, @Param('endpoint_id') id: string, @Body() body: UpdateWebhookDto) {
    return this.endpoints.update(caller, id, body);
  }

  @Delete(':endpoint_id')
  @ScopedRoute('webhooks:manage')
  @ApiResponse({ status: 200, type: WebhookDeletedView })
  @ApiResponse(NOT_FOUND)
  @ApiOperation({ summary: 'Delete a webhook endpoint, with its pending deliveries and its log' })
  remove(@CurrentKey() caller: ApiKeyContext, @Param('endpoint_id') id: string) {
    return this.endpoints.remove(caller, id);
  }

  @Post(':endpoint_id/rotate-secret')
  @HttpCode(200)
  @ScopedRoute('webhooks:manage')
  @ApiResponse({ status: 200, type: RotatedSecretView })
  @ApiResponse(NOT_FOUND)
  @ApiOperation({ summary: 'Rotate the signing secret; the previous one keeps signing too for 24 hours' })
  rotate(@CurrentKey() caller: ApiKeyContext, @Param('endpoint_id') id: string) {
    return this.endpoints.rotateSecret(caller, id);
  }

  @Get(':endpoint_id/deliveries')
  @ScopedRoute('webhooks:manage')
  @ApiResponse({ status: 200, type: [WebhookDeliveryView] })
  @ApiResponse(NOT_FOUND)
  @ApiOperation({ summary: 'The delivery log: the latest 50 deliveries, newest first, with every attempt (status code, latency)' })
  deliveries(@CurrentKey() caller: ApiKeyContext, @Param('endpoint_id') id: string) {
    return this.endpoints.deliveries(caller, id);
  }

  @Post(':endpoint_id/deliveries/:delivery_id/redeliver')
  @ScopedRoute('webhooks:manage')
  @ApiResponse({ status: 201, type: WebhookDeliveryView })
  @ApiResponse({ status: 404, description: 'No such endpoint or delivery in this organization.', type: ApiErrorView })
  @ApiOperation({ summary: "Send a delivery's event again now (a new delivery, same webhook-id)" })
  redeliver(@CurrentKey() caller: ApiKeyContext, @Param('endpoint_id') id: string, @Param('delivery_id') deliveryId: string) {
    return this.endpoints.redeliver(caller, id, deliveryId);
  }
}
