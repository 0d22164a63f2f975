// Request and response shapes of the /v1 API, in the API's own field names (snake_case).
// Kept in one file so they can be checked field by field against docs/openapi.json.

export type Scope =
  | 'chat:query'
  | 'chat:history'
  | 'documents:upload'
  | 'documents:delete'
  | 'documents:list'
  | 'apikeys:create'
  | 'apikeys:revoke'
  | 'analytics:view';

// API keys

export interface ApiKey {
  id: string;
  name: string;
  key_prefix: string;
  scopes: Scope[];
  expires_at: string | null;
  status: string;
  last_used_at: string | null;
  usage_count: number;
  created_at: string;
}

/** Returned once, on create: `key` is the plaintext secret and is never shown again. */
export interface ApiKeyWithSecret extends ApiKey {
  key: string;
}

export interface ApiKeyCreateParams {
  name: string;
  scopes: Scope[];
  expires_in_days?: number;
}

export interface ApiKeyRevokeResponse {
  message: string;
  key_id: string;
}

// Documents

export type DocumentStatus = 'processing' | 'processed' | 'failed';

export interface Document {
  id: string;
  name: string;
  status: DocumentStatus;
  uploaded_at: string;
}

export interface DocumentDetail extends Document {
  file_size: number;
  pages: number | null;
  processing_completed_at: string | null;
  /** Why processing failed; null unless `status` is 'failed'. */
  error: string | null;
}

/** Anything that holds the bytes of a PDF: File, Blob, bytes, a web stream or a Node stream. */
export type Uploadable =
  | Blob
  | Uint8Array
  | ArrayBuffer
  | ReadableStream<Uint8Array>
  | AsyncIterable<Uint8Array | string>;

export interface DocumentUploadParams {
  file: Uploadable;
  /** Display name; defaults to the file's own name. */
  name?: string;
}

export interface DocumentDeleteResponse {
  message: string;
  document_id: string;
}

// Chat

export interface SourceDocument {
  document_id: string;
  name: string;
  page: number;
  /** 0..1 */
  confidence: number;
  snippet: string;
}

export interface TokenUsage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
}

export interface ChatParams {
  message: string;
  /** Client-generated id that groups messages into one conversation (see `createSessionId`). */
  session_id?: string;
  /** true: the answer takes earlier messages of the same session into account. */
  context?: boolean;
  metadata?: Record<string, unknown>;
}

export type ChatStreamParams = Omit<ChatParams, 'metadata'>;

export interface ChatResponse {
  answer: string;
  source_documents: SourceDocument[];
  token_usage: TokenUsage;
  session_id: string;
}

/** One SSE data event of POST /v1/chat/stream; the last one carries the sources, usage and session. */
export interface ChatStreamEvent {
  token: string;
  source_documents?: SourceDocument[];
  token_usage?: TokenUsage;
  session_id?: string;
}

export interface ChatHistoryParams {
  session_id: string;
  /** Messages per page; the API's default is 10. */
  limit?: number;
  offset?: number;
}

export interface ChatHistoryMessage {
  message: string;
  response: string;
  /** ISO 8601 date-time */
  timestamp: string;
}

export interface ChatHistory {
  session_id: string;
  messages: ChatHistoryMessage[];
  total: number;
}

// Retrieval

export interface QueryParams {
  query: string;
  top_k?: number;
}

export interface QueryResult {
  document_id: string;
  name: string;
  page: number;
  text: string;
  score: number;
}

export interface QueryResponse {
  results: QueryResult[];
}

// Analytics

export interface UsageParams {
  /** First day, YYYY-MM-DD. */
  from?: string;
  /** Last day, YYYY-MM-DD. */
  to?: string;
}

export interface UsageDay {
  /** YYYY-MM-DD */
  date: string;
  queries: number;
  tokens: number;
  documents: number;
}

export interface UsageReport {
  days: UsageDay[];
  totals: { queries: number; tokens: number; documents: number };
}

// Widget

export interface WidgetConfig {
  organization_name: string;
  show_badge: boolean;
  greeting: string | null;
  [setting: string]: unknown;
}

// Errors

/** Body of every /v1 error response. */
export interface ErrorBody {
  error: string;
  code: string;
  request_id?: string;
}
