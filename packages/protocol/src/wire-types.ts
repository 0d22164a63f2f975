// The /v1 wire types under the names clients use, as aliases of the types generated from docs/openapi.json
// (src/generated/openapi.ts). A field added to an API view reaches them when both files are regenerated.
import type { components, paths, webhooks } from './generated/openapi.js';

type Schemas = components['schemas'];

/** Every code the API sends in an error body's `code` (and in a stream's `event: error`). */
export type ErrorCode = Schemas['ErrorCode'];
/** Body of every /v1 error response. */
export type ErrorBody = Schemas['ApiErrorView'];

// API keys
export type Scope = Schemas['Scope'];
export type ApiKey = Schemas['ApiKeyObject'];
export type ApiKeyCreateParams = Schemas['CreateApiKeyDto'];
/** 201 of POST /v1/apikeys: `key` is the plaintext and is never shown again. */
export type ApiKeyCreateResponse = Schemas['CreatedApiKeyObject'];
export type ApiKeyRevokeParams = Schemas['RevokeApiKeyDto'];
export type ApiKeyRevokeResponse = Schemas['RevokedApiKeyObject'];
export type CurrentCaller = Schemas['CurrentCallerObject'];

// Documents
export type DocumentStatus = Schemas['DocumentStatus'];
export type Document = Schemas['DocumentSummaryView'];
/** One document of GET /v1/documents: with the pages that were skipped when it was processed. */
export type DocumentListItem = Schemas['DocumentListItemView'];
export type DocumentDetail = Schemas['DocumentDetailView'];
/** A page left out of a processed document: `reason` a short code, `message` a sentence for people. */
export type SkippedPage = Schemas['SkippedPageView'];
export type DocumentProgress = Schemas['DocumentProgressView'];
export type DocumentUploadForm = Schemas['UploadDocumentForm'];
export type DocumentDeleteResponse = Schemas['DocumentDeletedView'];

// Chat
export type SourceDocument = Schemas['SourceDocumentView'];
export type TokenUsage = Schemas['TokenUsageView'];
export type ChatParams = Schemas['ChatRequestDto'];
export type ChatResponse = Schemas['ChatResponseView'];
/** A piece of the answer. */
export type ChatStreamTokenEvent = Schemas['ChatStreamTokenView'];
/** The last data event before `data: [DONE]`: sources, usage and session. */
export type ChatStreamEndEvent = Schemas['ChatStreamEndView'];
/** One `data:` event of POST /v1/chat/stream. */
export type ChatStreamEvent = ChatStreamTokenEvent | ChatStreamEndEvent;
/** The data of an `event: error` in POST /v1/chat/stream. */
export type StreamErrorEvent = Schemas['StreamErrorView'];
export type ChatHistoryParams = paths['/v1/chat/history']['get']['parameters']['query'];
export type ChatHistory = Schemas['ChatHistoryView'];
export type ChatHistoryMessage = Schemas['ChatHistoryMessageView'];
/** POST /v1/chat/feedback: up or down for one answer (its message_id); a publishable key also sends session_id. */
export type ChatFeedbackParams = Schemas['ChatFeedbackDto'];
/** The rating as stored; rating the same answer again replaces it. */
export type ChatFeedback = Schemas['ChatFeedbackView'];
/** GET /v1/chat/sessions: a range of UTC days (default the last 30), paging and an optional source. */
export type ChatSessionsParams = NonNullable<paths['/v1/chat/sessions']['get']['parameters']['query']>;
export type ChatSessionList = Schemas['SessionListView'];
/** One conversation: first question, turns, last activity and where it began (API key, widget or playground). */
export type ChatSessionSummary = Schemas['SessionSummaryView'];
export type ChatSessionSource = Schemas['SessionSourceView'];
/** GET /v1/chat/sessions/export: jsonl or csv, over a range of UTC days. */
export type ChatSessionsExportParams = paths['/v1/chat/sessions/export']['get']['parameters']['query'];

// Retrieval
export type QueryParams = Schemas['QueryRequestDto'];
export type QueryResult = Schemas['QueryResultView'];
export type QueryResponse = Schemas['QueryResponseView'];

// Analytics
/** Either the last `days` days (the API's default is 30) or a `from`/`to` range of UTC days. */
export type UsageParams = NonNullable<paths['/v1/analytics/usage']['get']['parameters']['query']>;
export type UsageDay = Schemas['UsageDayObject'];
export type UsageReport = Schemas['UsageReportObject'];
/** GET /v1/analytics/questions (Pro and Enterprise): a range as for usage, a view, and a page of groups. */
export type QuestionsParams = NonNullable<paths['/v1/analytics/questions']['get']['parameters']['query']>;
export type QuestionView = NonNullable<QuestionsParams['view']>;
export type QuestionGroup = Schemas['QuestionGroupObject'];
export type QuestionsReport = Schemas['QuestionsReportObject'];

// Widget
export type WidgetConfig = Schemas['WidgetConfigObject'];
/** GET and PATCH /v1/widget/settings (admin key or dashboard session). */
export type WidgetSettings = Schemas['WidgetSettingsObject'];
/** PATCH /v1/widget/settings: only the fields sent change; null restores a default. */
export type WidgetSettingsUpdateParams = Schemas['WidgetSettingsPatchObject'];
/** GET /v1/widget/starter-questions/suggestions: candidates for starter_questions, for the owner to pick and edit. */
export type StarterSuggestions = Schemas['StarterSuggestionsObject'];
export type StarterSuggestion = Schemas['StarterSuggestionObject'];

// Plans (GET /v1/plans, public)
export type Plan = Schemas['PlanView'];
export type PlanLimits = Schemas['PlanLimitsView'];
export type PlanCatalog = Schemas['PlanCatalogView'];

// Webhooks: endpoints under /v1/webhooks (admin key, webhooks:manage, or dashboard session) and the events sent to them
export type WebhookEventType = Schemas['WebhookEventType'];
export type WebhookEndpoint = Schemas['WebhookEndpointView'];
/** 201 of POST /v1/webhooks: `secret` is shown in this response only. */
export type WebhookEndpointCreateResponse = Schemas['WebhookEndpointWithSecretView'];
export type WebhookEndpointCreateParams = Schemas['CreateWebhookDto'];
export type WebhookEndpointUpdateParams = Schemas['UpdateWebhookDto'];
export type WebhookEndpointDeleteResponse = Schemas['WebhookDeletedView'];
export type WebhookSecretRotation = Schemas['RotatedSecretView'];
export type WebhookDelivery = Schemas['WebhookDeliveryView'];
export type WebhookAttempt = Schemas['WebhookAttemptView'];
/** The body of a webhook of one type, from the OpenAPI document's `webhooks`. */
export type WebhookEventOf<T extends keyof webhooks> = webhooks[T]['post']['requestBody']['content']['application/json'];
/** Any webhook Pagewise sends; narrow it on `type`. */
export type WebhookEvent = { [T in keyof webhooks]: WebhookEventOf<T> }[keyof webhooks];
export type QuotaReachedData = Schemas['QuotaReachedData'];
/** question.unanswered: a group of questions the documents could not answer, at most once per group per UTC day. */
export type QuestionUnansweredData = Schemas['QuestionUnansweredData'];
