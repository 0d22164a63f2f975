/**
 * Every machine code the API sends in an error body's `code` (and in a stream's `event: error`). The OpenAPI
 * document lists them as the `ErrorCode` enum, from which the SDK's `ErrorCode` type is generated, so a code
 * added here reaches clients with the next `npm run openapi -w @pagewise/api`. Each code has one HTTP status,
 * in the table of common/http/exception.filter.ts (which fails to compile while a code lacks one).
 */
export const ERROR_CODES = [
  // 400: malformed request bodies (common/http/exception.filter.ts names them by status)
  'bad_request',
  // 400 on /api/auth/login (the site treats any 401 as an expired session)
  'invalid_credentials',
  'email_not_verified',
  // 401
  'invalid_api_key',
  'unauthorized',
  'session_expired',
  'not_authenticated',
  // 403
  'insufficient_scope',
  'origin_not_allowed',
  'secret_key_in_browser',
  'plan_limit_reached',
  'admin_key_protected',
  'admin_required',
  'document_limit_reached',
  'csrf_origin_refused',
  'forbidden',
  // 404
  'not_found',
  'document_not_found',
  'widget_not_built',
  // 409
  'conflict',
  // 413
  'file_too_large',
  'payload_too_large',
  // 415: a JSON body in a charset or encoding the API does not read
  'unsupported_media_type',
  // 422 on /v1; the site's forms read field errors with 400 (common/http/form-errors.ts)
  'validation_failed',
  'not_a_pdf',
  'document_not_failed',
  'page_not_drawable',
  // 429: /v1 limits and /api/auth attempts; the daily chat quota
  'rate_limit_exceeded',
  'daily_quota_exceeded',
  // 500
  'internal_error',
  // 503: a service the request needs is down (the database, Redis for limits, the language model); retry later
  'answer_failed',
  'service_unavailable',
  // 507: the server's disk (the embedded database's, or the database server's) cannot take what the request stores
  'insufficient_storage',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
