/** Every event a webhook endpoint can subscribe to (docs/webhooks.md, "Events"). */
export const WEBHOOK_EVENT_TYPES = ['document.processed', 'document.failed', 'document.deleted', 'api_key.revoked', 'quota.reached', 'question.unanswered'] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
