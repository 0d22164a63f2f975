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
  /** 'publishable' keys (`pw_pk_…`) are for the widget and pages; 'secret' keys (`pw_sk_…`) for servers. */
  type: 'secret' | 'publishable';
  is_admin: boolean;
  /** The first 12 characters of the key, to recognise it by. */
  key_prefix: string;
  scopes: Scope[];
  /** Origins a publishable key may be used from. */
  allowed_origins: string[];
  expires_at: string | null;
  status: 'active' | 'revoked' | 'expired';
  last_used_at: string | null;
  /** Number of valid requests made with the key. */
  usage_count: number;
  created_at: string;
}

export interface ApiKeyCreateParams {
  name: string;
  scopes?: Scope[];
  expires_in_days?: number;
  type?: 'secret' | 'publishable';
  allowed_origins?: string[];
}

/** 201 of POST /v1/apikeys: `key` is the plaintext and is never shown again. */
export interface ApiKeyCreateResponse {
  api_key: ApiKey;
  key: string;
}

export interface ApiKeyRevokeParams {
  key_id: string;
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
  /** Work done so far while `status` is 'processing'; null otherwise. */
  progress: DocumentProgress | null;
}

export interface DocumentProgress {
  stage: 'queued' | 'parsing' | 'indexing';
  /** Pages parsed or chunks indexed so far. */
  done: number;
  total: number;
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

export type ChatStreamParams = ChatParams;

export interface ChatResponse {
  answer: string;
  answer_status: 'answered' | 'not_found';
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

/** Either the last `days` days (the API's default is 30) or a `from`/`to` range of UTC days. */
export interface UsageParams {
  days?: number;
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
  from: string;
  to: string;
  days: UsageDay[];
  totals: { queries: number; tokens: number; documents: number };
}

// Widget

export interface WidgetConfig {
  organization_name: string;
  title: string;
  greeting: string;
  accent_color: string;
  theme: 'light' | 'dark' | 'auto';
  show_badge: boolean;
  plan: string;
}

// Errors

/** Body of every /v1 error response. */
export interface ErrorBody {
  error: string;
  code: string;
  request_id?: string;
}
