import { ApiProperty } from '@nestjs/swagger';
import { DocumentDetailView } from '../documents/document.views.js';
import { ApiKeyObject } from '../keys/api-key.openapi.js';
import type { WebhookEventType } from './webhook-events.js';

/** quota.reached: the organization's chat queries for the UTC day are used up. */
export class QuotaReachedData {
  @ApiProperty({ format: 'uuid' }) organization_id: string;
  @ApiProperty({ example: 100, description: "The plan's chat queries per UTC day." }) limit: number;
  @ApiProperty({ example: 100 }) used: number;
  @ApiProperty({ example: '2026-11-24', description: 'The UTC day.' }) day: string;
  @ApiProperty({ format: 'date-time', description: 'When the quota starts again (the next UTC midnight).' }) resets_at: string;
}

/** question.unanswered: a group of questions the documents could not answer (GET /v1/analytics/questions). */
export class QuestionUnansweredData {
  @ApiProperty({ example: '3f9a1c0b7d2e4a51', description: 'The group, as GET /v1/analytics/questions names it.' }) group_id: string;
  @ApiProperty({ example: 'How do I reset my password?', description: "The group's most asked wording." }) question: string;
  @ApiProperty({ type: [String], description: 'Up to 3 distinct wordings, most asked first.' }) examples: string[];
  @ApiProperty({ type: [String], example: ['password', 'reset'], description: 'The normalised terms the group was matched on.' }) terms: string[];
  @ApiProperty({ example: 'How can I reset the password', description: 'The question that was just not answered.' }) asked: string;
  @ApiProperty({ example: 4, description: 'Times the group was answered "not in your documents" in the last 30 days, this one included.' }) not_found: number;
  @ApiProperty({ example: 9, description: 'Times the group was asked in the last 30 days.' }) count: number;
  @ApiProperty({ format: 'date-time' }) first_asked: string;
  @ApiProperty({ format: 'date-time' }) last_asked: string;
  @ApiProperty({ example: '2026-11-24', description: 'The UTC day; the group is announced at most once per day.' }) day: string;
}

const ID = { example: 'evt_2f1c9a0b7d3e4c5fa1b2c3d4e5f60718', description: 'Stable event id, also sent as the webhook-id header: deduplicate on it.' };
const TIMESTAMP = { format: 'date-time', description: 'When the event happened.' };

/** One schema per event type; the OpenAPI `webhooks` section names them, and clients get typed payloads. */
function eventClass(name: string, type: WebhookEventType, data: Function, description: string) {
  class Event {
    @ApiProperty(ID) id: string;
    @ApiProperty({ enum: [type] }) type: string;
    @ApiProperty(TIMESTAMP) timestamp: string;
    @ApiProperty({ type: data, description }) data: unknown;
  }
  // The schema's name in the document is the class's name.
  Object.defineProperty(Event, 'name', { value: name });
  return Event;
}

export const DocumentProcessedEvent = eventClass('DocumentProcessedEvent', 'document.processed', DocumentDetailView, 'The document, as GET /v1/documents/{id} shows it.');
export const DocumentFailedEvent = eventClass('DocumentFailedEvent', 'document.failed', DocumentDetailView, 'The document, as GET /v1/documents/{id} shows it; `error` says why.');
export const DocumentDeletedEvent = eventClass('DocumentDeletedEvent', 'document.deleted', DocumentDetailView, 'The document as it was before the deletion.');
export const ApiKeyRevokedEvent = eventClass('ApiKeyRevokedEvent', 'api_key.revoked', ApiKeyObject, 'The key, as GET /v1/apikeys shows it.');
export const QuotaReachedEvent = eventClass('QuotaReachedEvent', 'quota.reached', QuotaReachedData, "The day's quota.");
export const QuestionUnansweredEvent = eventClass('QuestionUnansweredEvent', 'question.unanswered', QuestionUnansweredData, 'The group of questions and how often it went unanswered.');

/** Schema names in the document, by event type. */
export const WEBHOOK_EVENT_SCHEMAS: Record<WebhookEventType, [string, Function]> = {
  'document.processed': ['DocumentProcessedEvent', DocumentProcessedEvent],
  'document.failed': ['DocumentFailedEvent', DocumentFailedEvent],
  'document.deleted': ['DocumentDeletedEvent', DocumentDeletedEvent],
  'api_key.revoked': ['ApiKeyRevokedEvent', ApiKeyRevokedEvent],
  'quota.reached': ['QuotaReachedEvent', QuotaReachedEvent],
  'question.unanswered': ['QuestionUnansweredEvent', QuestionUnansweredEvent],
};

const SUMMARIES: Record<WebhookEventType, string> = {
  'document.processed': 'A document finished processing and can be asked about',
  'document.failed': 'A document could not be processed (data.error says why)',
  'document.deleted': 'A document was deleted',
  'api_key.revoked': 'An API key was revoked',
  'quota.reached': "The organization used up the day's chat queries",
  'question.unanswered': 'A question the documents could not answer; sent at most once per group of questions per UTC day',
};

const HEADERS = [
  ['webhook-id', 'The event id; the same on every retry and redelivery.'],
  ['webhook-timestamp', 'Seconds since the UNIX epoch when this attempt was signed; refuse it when more than 5 minutes off.'],
  ['webhook-signature', 'Space-separated `v1,<base64 HMAC-SHA256>` of `{webhook-id}.{webhook-timestamp}.{body}`, one per valid secret.'],
];

/** The OpenAPI 3.1 `webhooks` section: what Pagewise POSTs to a registered endpoint (docs/webhooks.md). */
export function webhooksSection(): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(WEBHOOK_EVENT_SCHEMAS).map(([type, [schema]]) => [
      type,
      {
        post: {
          summary: SUMMARIES[type as WebhookEventType],
          description: 'Signed per Standard Webhooks. Answer 2xx within 5 seconds; anything else is retried with backoff for about 3 days.',
          tags: ['webhooks'],
          parameters: HEADERS.map(([name, description]) => ({ name, in: 'header', required: true, description, schema: { type: 'string' } })),
          requestBody: { required: true, content: { 'application/json': { schema: { $ref: `#/components/schemas/${schema}` } } } },
          responses: { '200': { description: 'Any 2xx marks the delivery delivered.' } },
        },
      },
    ]),
  );
}
