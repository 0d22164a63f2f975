import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsIn, IsOptional, IsString, Length, ValidateIf } from 'class-validator';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from './webhook-events.js';
import { EVENT_TYPE_SCHEMA } from './webhook.views.js';
import { StripBidiControls } from '../common/text/names.js';

const eventsRule = [
  IsArray({ message: 'events must be a list' }),
  ArrayMinSize(1, { message: 'events must name at least one event type' }),
  ArrayMaxSize(WEBHOOK_EVENT_TYPES.length, { message: `events can list at most ${WEBHOOK_EVENT_TYPES.length} types` }),
  IsIn(WEBHOOK_EVENT_TYPES, { each: true, message: `each event must be one of ${WEBHOOK_EVENT_TYPES.join(', ')}` }),
];
/**
 * A PATCH field is either left out (unchanged) or given a value: null is refused like any other wrong value
 * (`{"events": null}` is 422 as `[]` is, not an empty list), where IsOptional would let it through.
 */
const OmitOrSet = (): PropertyDecorator => ValidateIf((_, value) => value !== undefined);
const apply = (decorators: PropertyDecorator[]): PropertyDecorator => (target, key) => decorators.forEach((d) => d(target, key));

export class CreateWebhookDto {
  @ApiProperty({ example: 'https://example.com/pagewise-webhooks', description: 'https (http only to localhost outside production).' })
  @IsString({ message: 'url must be text' })
  @Length(1, 2000, { message: 'url must be 1 to 2000 characters' })
  url: string;

  @ApiProperty({ ...EVENT_TYPE_SCHEMA, isArray: true, example: ['document.processed', 'document.failed'] })
  @apply(eventsRule)
  events: WebhookEventType[];

  @ApiPropertyOptional({ example: 'Production receiver' })
  @IsOptional()
  @IsString({ message: 'description must be text' })
  @StripBidiControls()
  @Length(0, 200, { message: 'description must be at most 200 characters' })
  description?: string;
}

export class UpdateWebhookDto {
  @ApiPropertyOptional({ example: 'https://example.com/pagewise-webhooks' })
  @OmitOrSet()
  @IsString({ message: 'url must be text' })
  @Length(1, 2000, { message: 'url must be 1 to 2000 characters' })
  url?: string;

  @ApiPropertyOptional({ ...EVENT_TYPE_SCHEMA, isArray: true })
  @OmitOrSet()
  @apply(eventsRule)
  events?: WebhookEventType[];

  @ApiPropertyOptional()
  @OmitOrSet()
  @IsString({ message: 'description must be text' })
  @StripBidiControls()
  @Length(0, 200, { message: 'description must be at most 200 characters' })
  description?: string;

  @ApiPropertyOptional({ description: 'false disables the endpoint; true enables it again (and clears its failure streak).' })
  @OmitOrSet()
  @IsBoolean({ message: 'enabled must be true or false' })
  enabled?: boolean;
}
