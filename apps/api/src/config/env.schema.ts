import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, IsUrl, Max, Min, MinLength } from 'class-validator';

const url = { require_tld: false, require_protocol: true };
const dbUrl = { ...url, protocols: ['postgres', 'postgresql'] };
const anyUrl = (protocols: string[]) => ({ ...url, protocols });
const int = (name: string, min: number, max = Number.MAX_SAFE_INTEGER) => [
  Type(() => Number),
  IsInt({ message: `${name} must be a whole number` }),
  Min(min, { message: `${name} must be at least ${min}` }),
  Max(max, { message: `${name} must be at most ${max}` }),
];
const apply = (decorators: PropertyDecorator[]): PropertyDecorator => (target, key) =>
  decorators.forEach((d) => d(target, key));
const Int = (name: string, min: number, max?: number) => apply([IsOptional(), ...int(name, min, max)]);

/**
 * Every environment variable the API reads. Validated once at boot; .env.example documents each one.
 * Plan limits are changed in one setting, PLANS_JSON (plans/plan-overrides.ts).
 */
export class EnvSchema {
  @IsOptional() @IsIn(['development', 'production', 'test'], { message: 'NODE_ENV must be development, production or test' })
  NODE_ENV?: string;

  @Int('PORT', 0, 65535) PORT?: number;
  @IsOptional() @IsString() HOST?: string;
  @IsOptional() @IsUrl(url, { message: 'API_PUBLIC_URL must be a URL such as https://api.example.com' })
  API_PUBLIC_URL?: string;
  @IsOptional() @IsUrl(url, { message: 'SITE_URL must be a URL such as http://localhost:3000' })
  SITE_URL?: string;
  @IsOptional() @IsUrl(url, { message: 'DASHBOARD_URL must be a URL such as http://localhost:3001' })
  DASHBOARD_URL?: string;
  /** Extra browser origins allowed to call /api/auth and /v1 with cookies or secret keys, comma-separated. */
  @IsOptional() @IsString() CORS_ORIGINS?: string;
  /** false, a number of proxies, or their addresses (checked by config/trust-proxy.ts). */
  @IsOptional() @IsString() TRUST_PROXY?: string;
  @Int('BODY_LIMIT_KB', 1, 10240) BODY_LIMIT_KB?: number;
  @Int('STREAM_STALL_SECONDS', 1, 3600) STREAM_STALL_SECONDS?: number;
  @IsOptional() @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
    message: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
  })
  LOG_LEVEL?: string;
  @IsOptional() @IsIn(['json', 'pretty'], { message: 'LOG_FORMAT must be json or pretty' })
  LOG_FORMAT?: string;

  @IsOptional() @IsIn(['true', 'false'], { message: 'BACKGROUND_JOBS must be true or false' })
  BACKGROUND_JOBS?: string;

  @IsOptional() @IsString() DATA_DIR?: string;
  /** Free space kept on DATA_DIR's disk while the embedded database is used (data-dir-space.ts). */
  @Int('DATA_DIR_MIN_FREE_MB', 0, 1_048_576) DATA_DIR_MIN_FREE_MB?: number;
  /** How long a stop (SIGTERM, SIGINT) may take before the process ends regardless (main.ts). */
  @Int('SHUTDOWN_GRACE_SECONDS', 1, 3600) SHUTDOWN_GRACE_SECONDS?: number;
  @IsOptional() @IsUrl(dbUrl, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL?: string;
  @IsOptional() @IsUrl(anyUrl(['redis', 'rediss']), { message: 'REDIS_URL must be a redis:// URL' })
  REDIS_URL?: string;
  @IsOptional() @IsUrl(anyUrl(['http', 'https']), { message: 'CHROMA_URL must be an http(s) URL' })
  CHROMA_URL?: string;

  @IsOptional() @IsUrl(anyUrl(['smtp', 'smtps']), { message: 'SMTP_URL must be an smtp:// or smtps:// URL' })
  SMTP_URL?: string;
  @IsOptional() @IsString() MAIL_FROM?: string;
  @IsOptional() @IsString() SALES_EMAIL?: string;

  @IsOptional() @IsString() @MinLength(32, { message: 'JWT_SECRET must be at least 32 characters' })
  JWT_SECRET?: string;
  @IsOptional() @IsString() @MinLength(32, { message: 'API_KEY_PEPPER must be at least 32 characters' })
  API_KEY_PEPPER?: string;
  @Int('ACCESS_TOKEN_TTL_SECONDS', 30, 86400) ACCESS_TOKEN_TTL_SECONDS?: number;
  @Int('REFRESH_TOKEN_TTL_DAYS', 1, 365) REFRESH_TOKEN_TTL_DAYS?: number;

  @Int('RATE_LIMIT_ADMIN_PER_MINUTE', 1) RATE_LIMIT_ADMIN_PER_MINUTE?: number;
  @Int('RATE_LIMIT_SCOPED_PER_MINUTE', 1) RATE_LIMIT_SCOPED_PER_MINUTE?: number;
  @Int('RATE_LIMIT_WIDGET_PER_MINUTE', 1) RATE_LIMIT_WIDGET_PER_MINUTE?: number;
  @Int('RATE_LIMIT_DASHBOARD_PER_MINUTE', 1) RATE_LIMIT_DASHBOARD_PER_MINUTE?: number;
  @Int('RATE_LIMIT_AUTH_PER_MINUTE', 1) RATE_LIMIT_AUTH_PER_MINUTE?: number;

  /** Changes to the plan catalogue's limits, e.g. {"free": {"queriesPerDay": 10}} (plans/plan-overrides.ts). */
  @IsOptional() @IsString() PLANS_JSON?: string;
  /** Server-wide ceiling for any upload, Enterprise included. */
  @Int('MAX_UPLOAD_MB', 1, 1024) MAX_UPLOAD_MB?: number;
  @Int('INGESTION_POLL_MS', 50, 600_000) INGESTION_POLL_MS?: number;
  @Int('INGESTION_LEASE_SECONDS', 1, 3600) INGESTION_LEASE_SECONDS?: number;
  @Int('INGESTION_MAX_ATTEMPTS', 1, 100) INGESTION_MAX_ATTEMPTS?: number;
  @Int('INGESTION_CONCURRENCY', 1, 64) INGESTION_CONCURRENCY?: number;
  @Int('INGESTION_PARSERS', 1, 64) INGESTION_PARSERS?: number;
  @Int('INGESTION_SPARE_PARSERS', 0, 64) INGESTION_SPARE_PARSERS?: number;
  @Int('INGESTION_SLOW_AFTER_MS', 0, 3_600_000) INGESTION_SLOW_AFTER_MS?: number;
  /** Webhook delivery (docs/webhooks.md); the retry numbers are small in tests. */
  @Int('WEBHOOK_POLL_MS', 50, 600_000) WEBHOOK_POLL_MS?: number;
  @Int('WEBHOOK_LEASE_SECONDS', 1, 3600) WEBHOOK_LEASE_SECONDS?: number;
  @Int('WEBHOOK_TIMEOUT_MS', 100, 60_000) WEBHOOK_TIMEOUT_MS?: number;
  @Int('WEBHOOK_RETRY_BASE_MS', 10, 86_400_000) WEBHOOK_RETRY_BASE_MS?: number;
  @Int('WEBHOOK_RETRY_MAX_MS', 10, 86_400_000) WEBHOOK_RETRY_MAX_MS?: number;
  @Int('WEBHOOK_RETRY_WINDOW_SECONDS', 1, 30 * 86_400) WEBHOOK_RETRY_WINDOW_SECONDS?: number;

  /** What reading one PDF may cost (config/reading-limits.ts). */
  @Int('PDF_PARSE_TIMEOUT_MS', 1000) PDF_PARSE_TIMEOUT_MS?: number;
  @Int('PDF_PARSE_MAX_MEMORY_MB', 128, 65536) PDF_PARSE_MAX_MEMORY_MB?: number;
  @Int('PDF_PARSE_MAX_STREAM_MB', 1, 65536) PDF_PARSE_MAX_STREAM_MB?: number;
  @Int('PDF_PARSE_MAX_DECODED_MB', 1, 1_048_576) PDF_PARSE_MAX_DECODED_MB?: number;
  @Int('PDF_PARSE_MAX_PAGES', 1) PDF_PARSE_MAX_PAGES?: number;
  @Int('PDF_PARSE_MAX_TEXT_MB', 1, 65536) PDF_PARSE_MAX_TEXT_MB?: number;
  /** Scanned pages (config/reading-limits.ts): OCR on or off for the whole server, its bounds and confidence floor. */
  @IsOptional() @IsIn(['true', 'false'], { message: 'OCR_ENABLED must be true or false' })
  OCR_ENABLED?: string;
  @Int('OCR_MIN_CONFIDENCE', 0, 100) OCR_MIN_CONFIDENCE?: number;
  @Int('OCR_PAGE_TIMEOUT_MS', 1000) OCR_PAGE_TIMEOUT_MS?: number;
  @Int('OCR_MAX_MEMORY_MB', 256, 65536) OCR_MAX_MEMORY_MB?: number;
  @Int('OCR_MAX_PAGES', 1) OCR_MAX_PAGES?: number;
  @IsOptional() @IsUrl(anyUrl(['http', 'https']), { message: 'EMBEDDINGS_BASE_URL must be an http(s) URL' })
  EMBEDDINGS_BASE_URL?: string;
  @IsOptional() @IsString() EMBEDDINGS_MODEL?: string;
  @IsOptional() @IsString() EMBEDDINGS_API_KEY?: string;
  @Int('EMBEDDINGS_DIMENSIONS', 1, 16000) EMBEDDINGS_DIMENSIONS?: number;
  @Int('EMBEDDINGS_BATCH_SIZE', 1, 2048) EMBEDDINGS_BATCH_SIZE?: number;
  @IsOptional() @IsUrl(anyUrl(['http', 'https']), { message: 'LLM_BASE_URL must be an http(s) URL' })
  LLM_BASE_URL?: string;
  @IsOptional() @IsString() LLM_MODEL?: string;
  @IsOptional() @IsString() LLM_API_KEY?: string;
  @Int('LLM_TIMEOUT_MS', 1000) LLM_TIMEOUT_MS?: number;
}
