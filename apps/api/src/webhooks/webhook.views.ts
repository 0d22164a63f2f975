import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from './webhook-events.js';

export const EVENT_TYPE_SCHEMA = { enum: WEBHOOK_EVENT_TYPES, enumName: 'WebhookEventType' };

/** An endpoint as /v1/webhooks shows it: never its secret, except once when created or rotated. */
export class WebhookEndpointView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'https://example.com/pagewise-webhooks' }) url: string;
  @ApiProperty({ example: 'Production receiver' }) description: string;
  @ApiProperty({ ...EVENT_TYPE_SCHEMA, isArray: true }) events: WebhookEventType[];
  @ApiProperty({ description: 'Disabled endpoints receive nothing until enabled again.' }) enabled: boolean;
  @ApiProperty({ type: 'string', nullable: true, description: 'Why the endpoint was disabled, when it was disabled for failing.' })
  disabled_reason: string | null;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, description: 'Until when the secret in use before the last rotation still signs too.' })
  previous_secret_expires_at: string | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export class WebhookEndpointWithSecretView extends WebhookEndpointView {
  @ApiProperty({ example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', description: 'The signing secret; shown only in this response.' })
  secret: string;
}

export class WebhookAttemptView {
  @ApiProperty({ description: '1 for the first attempt.' }) attempt: number;
  @ApiProperty({ type: 'integer', nullable: true, description: "The receiver's HTTP status; null when none came (timeout, refused address, network error)." })
  status_code: number | null;
  @ApiProperty({ description: 'Milliseconds from sending to the answer (or to giving up).' }) latency_ms: number;
  @ApiProperty({ type: 'string', nullable: true }) error: string | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export class WebhookDeliveryView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'evt_2f1c9a0b7d3e4c5fa1b2c3d4e5f60718', description: 'The event id, sent as webhook-id.' }) event_id: string;
  @ApiProperty({ ...EVENT_TYPE_SCHEMA }) event_type: WebhookEventType;
  @ApiProperty({ enum: ['pending', 'delivered', 'failed'] }) status: 'pending' | 'delivered' | 'failed';
  @ApiProperty() attempts: number;
  @ApiProperty({ type: 'integer', nullable: true }) last_status_code: number | null;
  @ApiProperty({ type: 'string', nullable: true }) last_error: string | null;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, description: 'When the next attempt is due (status pending).' })
  next_attempt_at: string | null;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) delivered_at: string | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ type: [WebhookAttemptView], description: 'Every attempt, first first.' }) attempt_log: WebhookAttemptView[];
}

export class WebhookDeletedView {
  @ApiProperty({ example: 'Webhook endpoint deleted.' }) message: string;
  @ApiProperty({ format: 'uuid' }) endpoint_id: string;
}

export class RotatedSecretView {
  @ApiProperty({ example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' }) secret: string;
  @ApiProperty({ format: 'date-time', description: 'Until then deliveries are signed with both secrets.' }) previous_secret_expires_at: string;
}

export class WebhookEventTypesView {
  @ApiPropertyOptional({ ...EVENT_TYPE_SCHEMA, isArray: true }) events: WebhookEventType[];
}
