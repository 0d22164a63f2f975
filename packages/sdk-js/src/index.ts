export { Pagewise, type ClientOptions } from './client.js';
export { ChatStream } from './core/chat-stream.js';
export { HistoryPages } from './core/history-pages.js';
export type { RequestOptions } from './core/request.js';
export {
  APIConnectionError,
  APIError,
  APITimeoutError,
  APIUserAbortError,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  InternalServerError,
  NotFoundError,
  PagewiseError,
  PayloadTooLargeError,
  PermissionDeniedError,
  RateLimitError,
  UnprocessableEntityError,
  UnsupportedMediaTypeError,
} from './errors.js';
export type { Analytics } from './resources/analytics.js';
export type { ApiKeys } from './resources/api-keys.js';
export type { Chat } from './resources/chat.js';
export type { Documents, WaitOptions } from './resources/documents.js';
export type { Query } from './resources/query.js';
export type { Webhooks } from './resources/webhooks.js';
export type { Widget } from './resources/widget.js';
export { type VerifyOptions, type WebhookHeaders, WebhookVerificationError, webhooks } from './webhook-verify.js';
export { createSessionId, sessions } from './sessions.js';
export type * from './types.js';
