import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { DEFAULT_PLAN_LIMITS } from '../plans/plan-catalog.js';
import { applyPlanOverrides, type PlanOverrides, parsePlanOverrides, retiredPlanVariable } from '../plans/plan-overrides.js';
import { DEFAULT_OCR_LIMITS, DEFAULT_PDF_PARSE_LIMITS, type PdfParseLimits } from './reading-limits.js';
import { type AppConfig, Secret } from './app-config.js';
import { EnvSchema } from './env.schema.js';
import { parseTrustProxy } from './trust-proxy.js';

/** A wrong environment variable: the message is one sentence naming it. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const raw = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const retired = retiredPlanVariable(raw);
  if (retired) throw new ConfigError(`Invalid configuration: ${retired}.`);
  const env = plainToInstance(EnvSchema, raw, { enableImplicitConversion: false });
  const errors = validateSync(env, { whitelist: false, forbidUnknownValues: false });
  if (errors.length > 0) {
    const first = errors[0];
    const message = Object.values(first.constraints ?? {})[0] ?? `${first.property} is invalid`;
    throw new ConfigError(`Invalid configuration: ${message} (got "${String(raw[first.property])}").`);
  }

  const nodeEnv = (env.NODE_ENV ?? 'development') as AppConfig['env'];
  const port = env.PORT ?? 8000;
  const dataDir = resolve(env.DATA_DIR ?? './data');
  const siteUrl = trimSlash(env.SITE_URL ?? 'http://localhost:3000');
  const dashboardUrl = trimSlash(env.DASHBOARD_URL ?? 'http://localhost:3001');
  const extraOrigins = (env.CORS_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean);
  const secrets = nodeEnv === 'production' ? requireSecrets(env) : developmentSecrets(env, dataDir, nodeEnv);
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  const ingestionConcurrency = env.INGESTION_CONCURRENCY ?? 3;
  // A delivery's lease must outlast its request, or a second process would send it while the first still waits.
  if ((env.WEBHOOK_LEASE_SECONDS ?? 30) * 1000 <= (env.WEBHOOK_TIMEOUT_MS ?? 5000)) {
    throw new ConfigError('Invalid configuration: WEBHOOK_LEASE_SECONDS must be longer than WEBHOOK_TIMEOUT_MS.');
  }
  if (typeof trustProxy === 'object' && !Array.isArray(trustProxy)) throw new ConfigError(`Invalid configuration: ${trustProxy.error}`);

  return {
    env: nodeEnv,
    http: {
      host: env.HOST ?? '0.0.0.0',
      port,
      publicUrl: trimSlash(env.API_PUBLIC_URL ?? `http://localhost:${port}`),
      bodyLimitKb: env.BODY_LIMIT_KB ?? 100,
      streamStallMs: (env.STREAM_STALL_SECONDS ?? 30) * 1000,
      trustProxy,
      siteOrigins: [...new Set([new URL(siteUrl).origin, new URL(dashboardUrl).origin, ...extraOrigins])],
    },
    siteUrl,
    dashboardUrl,
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    logFormat: (env.LOG_FORMAT as AppConfig['logFormat'] | undefined) ?? defaultLogFormat(nodeEnv, process.stdout),
    backgroundJobs: env.BACKGROUND_JOBS !== 'false',
    dataDir,
    disk: { minFreeBytes: (env.DATA_DIR_MIN_FREE_MB ?? 128) * 1024 * 1024 },
    shutdownGraceMs: (env.SHUTDOWN_GRACE_SECONDS ?? 20) * 1000,
    database: { url: env.DATABASE_URL ?? null },
    redis: { url: env.REDIS_URL ?? null },
    chroma: { url: env.CHROMA_URL ?? null },
    mail: {
      smtpUrl: env.SMTP_URL ?? null,
      from: env.MAIL_FROM ?? 'Pagewise <no-reply@pagewise.local>',
      salesEmail: env.SALES_EMAIL ?? 'sales@pagewise.local',
    },
    auth: {
      jwtSecret: secrets.jwtSecret,
      accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS ?? 900,
      refreshTokenTtlDays: env.REFRESH_TOKEN_TTL_DAYS ?? 14,
      authPerMinute: env.RATE_LIMIT_AUTH_PER_MINUTE ?? 10,
    },
    keys: { pepper: secrets.pepper },
    rateLimits: {
      adminPerMinute: env.RATE_LIMIT_ADMIN_PER_MINUTE ?? 25,
      scopedPerMinute: env.RATE_LIMIT_SCOPED_PER_MINUTE ?? 15,
      widgetPerMinute: env.RATE_LIMIT_WIDGET_PER_MINUTE ?? 10,
      dashboardPerMinute: env.RATE_LIMIT_DASHBOARD_PER_MINUTE ?? 300,
    },
    plans: applyPlanOverrides(DEFAULT_PLAN_LIMITS, planOverrides(env.PLANS_JSON)),
    uploads: { maxFileBytes: (env.MAX_UPLOAD_MB ?? 50) * 1024 * 1024 },
    ingestion: {
      pollMs: env.INGESTION_POLL_MS ?? 1000,
      leaseMs: (env.INGESTION_LEASE_SECONDS ?? 30) * 1000,
      maxAttempts: env.INGESTION_MAX_ATTEMPTS ?? 3,
      concurrency: ingestionConcurrency,
      parsers: Math.min(env.INGESTION_PARSERS ?? defaultParsers(), ingestionConcurrency),
      spareParsers: Math.min(env.INGESTION_SPARE_PARSERS ?? 1, ingestionConcurrency),
      slowAfterMs: env.INGESTION_SLOW_AFTER_MS ?? 2000,
    },
    webhooks: {
      pollMs: env.WEBHOOK_POLL_MS ?? 1000,
      leaseMs: (env.WEBHOOK_LEASE_SECONDS ?? 30) * 1000,
      timeoutMs: env.WEBHOOK_TIMEOUT_MS ?? 5000,
      retryBaseMs: env.WEBHOOK_RETRY_BASE_MS ?? 30_000,
      retryMaxMs: env.WEBHOOK_RETRY_MAX_MS ?? 8 * 3600_000,
      retryWindowMs: (env.WEBHOOK_RETRY_WINDOW_SECONDS ?? 3 * 86_400) * 1000,
    },
    rag: {
      pdf: pdfParseLimits(env),
      ocr: ocrSettings(env),
      embeddings: {
        baseUrl: env.EMBEDDINGS_BASE_URL ? trimSlash(env.EMBEDDINGS_BASE_URL) : null,
        model: env.EMBEDDINGS_MODEL ?? 'text-embedding-3-small',
        apiKey: env.EMBEDDINGS_API_KEY ? new Secret(env.EMBEDDINGS_API_KEY) : null,
        dimensions: env.EMBEDDINGS_DIMENSIONS ?? null,
        batchSize: env.EMBEDDINGS_BATCH_SIZE ?? 64,
      },
      llm: {
        baseUrl: env.LLM_BASE_URL ? trimSlash(env.LLM_BASE_URL) : null,
        model: env.LLM_MODEL ?? 'gpt-4o-mini',
        apiKey: env.LLM_API_KEY ? new Secret(env.LLM_API_KEY) : null,
        timeoutMs: env.LLM_TIMEOUT_MS ?? 60_000,
      },
    },
  };
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function planOverrides(json: string | undefined): PlanOverrides {
  if (json === undefined) return {};
  try {
    return parsePlanOverrides(json);
  } catch (error) {
    throw new ConfigError(`Invalid configuration: ${(error as Error).message}.`);
  }
}

function pdfParseLimits(env: EnvSchema): PdfParseLimits {
  const d = DEFAULT_PDF_PARSE_LIMITS;
  const MB = 1024 * 1024;
  return {
    timeoutMs: env.PDF_PARSE_TIMEOUT_MS ?? d.timeoutMs,
    maxMemoryMb: env.PDF_PARSE_MAX_MEMORY_MB ?? d.maxMemoryMb,
    maxStreamBytes: env.PDF_PARSE_MAX_STREAM_MB !== undefined ? env.PDF_PARSE_MAX_STREAM_MB * MB : d.maxStreamBytes,
    maxDocumentBytes: env.PDF_PARSE_MAX_DECODED_MB !== undefined ? env.PDF_PARSE_MAX_DECODED_MB * MB : d.maxDocumentBytes,
    maxPages: env.PDF_PARSE_MAX_PAGES ?? d.maxPages,
    maxTextBytes: env.PDF_PARSE_MAX_TEXT_MB !== undefined ? env.PDF_PARSE_MAX_TEXT_MB * MB : d.maxTextBytes,
  };
}

function ocrSettings(env: EnvSchema): AppConfig['rag']['ocr'] {
  const d = DEFAULT_OCR_LIMITS;
  return {
    enabled: env.OCR_ENABLED !== 'false',
    maxPagesPerDocument: env.OCR_MAX_PAGES ?? 500,
    limits: {
      ...d,
      minConfidence: env.OCR_MIN_CONFIDENCE ?? d.minConfidence,
      pageTimeoutMs: env.OCR_PAGE_TIMEOUT_MS ?? d.pageTimeoutMs,
      maxMemoryMb: env.OCR_MAX_MEMORY_MB ?? d.maxMemoryMb,
    },
  };
}

function requireSecrets(env: EnvSchema) {
  if (!env.JWT_SECRET) throw new ConfigError('Invalid configuration: JWT_SECRET is required in production.');
  if (!env.API_KEY_PEPPER) throw new ConfigError('Invalid configuration: API_KEY_PEPPER is required in production.');
  return { jwtSecret: new Secret(env.JWT_SECRET), pepper: new Secret(env.API_KEY_PEPPER) };
}

/**
 * Outside production, missing secrets are generated once and kept in DATA_DIR/secrets.json, so that keys and
 * sessions survive a restart of `npm start` without any setup. Tests get fresh ones in memory.
 */
function developmentSecrets(env: EnvSchema, dataDir: string, nodeEnv: AppConfig['env']) {
  let stored: { jwtSecret?: string; pepper?: string } = {};
  const file = join(dataDir, 'secrets.json');
  const persist = nodeEnv !== 'test' && !(env.JWT_SECRET && env.API_KEY_PEPPER);
  if (persist && existsSync(file)) stored = JSON.parse(readFileSync(file, 'utf8'));
  const jwtSecret = env.JWT_SECRET ?? stored.jwtSecret ?? randomBytes(32).toString('base64url');
  const pepper = env.API_KEY_PEPPER ?? stored.pepper ?? randomBytes(32).toString('base64url');
  if (persist && (stored.jwtSecret !== jwtSecret || stored.pepper !== pepper)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify({ jwtSecret, pepper }, null, 2), { mode: 0o600 });
  }
  return { jwtSecret: new Secret(jwtSecret), pepper: new Secret(pepper) };
}

/** Pretty lines for a person running the API in development at a terminal; JSON everywhere else. */
export function defaultLogFormat(nodeEnv: AppConfig['env'], output: { isTTY?: boolean }): AppConfig['logFormat'] {
  return nodeEnv === 'development' && output.isTTY ? 'pretty' : 'json';
}

/**
 * PDFs read at once by default: one core fewer than the machine has (at least one, at most two), so that the API's
 * thread and the database keep a core while the parser processes read; on two cores, one reader and the other
 * documents in hand written meanwhile finish a batch sooner than two readers (docs/retrieval.md, Ingestion speed).
 */
function defaultParsers(): number {
  return Math.max(1, Math.min(2, availableParallelism() - 1));
}
