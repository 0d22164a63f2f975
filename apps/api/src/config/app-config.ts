import type { PlanLimits, PlanName } from '../plans/plan.types.js';
import type { OcrLimits, PdfParseLimits } from './reading-limits.js';
import type { TrustProxy } from './trust-proxy.js';

/** The typed configuration every part of the API reads (built once at boot by loadConfig). */
export interface AppConfig {
  env: 'development' | 'production' | 'test';
  http: {
    host: string;
    port: number;
    publicUrl: string;
    bodyLimitKb: number;
    /** How long a server-sent-events client may leave the server's buffer full before it is dropped. */
    streamStallMs: number;
    /** Which hops may name the client's address: none, a count of proxies, or their addresses (TRUST_PROXY). */
    trustProxy: TrustProxy;
    /** Browser origins of the site and dashboard: CORS with credentials, secret keys allowed. */
    siteOrigins: string[];
  };
  siteUrl: string;
  dashboardUrl: string;
  logLevel: string;
  /** JSON lines for collectors, or pino-pretty's coloured lines for people at a terminal (docs/configuration.md). */
  logFormat: 'json' | 'pretty';
  /** Background work (ingestion pollers, mail retries) runs only when true; the operator CLI turns it off. */
  backgroundJobs: boolean;
  dataDir: string;
  /** Free space kept on DATA_DIR's disk while the embedded database writes there (database/data-dir-space.ts). */
  disk: { minFreeBytes: number };
  /** How long SIGTERM or SIGINT waits for in-flight work before the process ends regardless. */
  shutdownGraceMs: number;
  database: { url: string | null };
  redis: { url: string | null };
  chroma: { url: string | null };
  mail: { smtpUrl: string | null; from: string; salesEmail: string };
  auth: { jwtSecret: Secret; accessTokenTtlSeconds: number; refreshTokenTtlDays: number; authPerMinute: number };
  keys: { pepper: Secret };
  /** Requests per minute: per admin key, per scoped key, per widget key and visitor, per signed-in user on the dashboard. */
  rateLimits: { adminPerMinute: number; scopedPerMinute: number; widgetPerMinute: number; dashboardPerMinute: number };
  plans: Record<PlanName, PlanLimits>;
  uploads: { maxFileBytes: number };
  /**
   * The durable document-processing queue: how often idle workers look, how long a claim lasts unrenewed, tries
   * per document, how many documents one instance has in hand at once (as many parser processes alive at most),
   * and how many of them are read at once (`parsers`, at most `concurrency`): the others are written to the
   * database or wait for a parser, so that a parser never waits on the database. `spareParsers` of those
   * processes are kept started and warm, assigned to no organization, so that an upload never waits for one to
   * start (0: none; at most `concurrency`). A read that has run `slowAfterMs` no longer holds up the next file
   * (docs/ocr.md#a-slow-file-does-not-hold-up-the-others; 0: off).
   */
  ingestion: { pollMs: number; leaseMs: number; maxAttempts: number; concurrency: number; parsers: number; spareParsers: number; slowAfterMs: number };
  /**
   * Webhook delivery (docs/webhooks.md): how often idle workers look, how long a claimed delivery stays with its
   * sender, the answer timeout, and the retry schedule (backoff from base to max, for the window; an endpoint
   * failing for a whole window is disabled).
   */
  webhooks: { pollMs: number; leaseMs: number; timeoutMs: number; retryBaseMs: number; retryMaxMs: number; retryWindowMs: number };
  rag: {
    /** What reading one PDF may cost: decoded bytes, pages, text, time, memory. */
    pdf: PdfParseLimits;
    /**
     * Scanned pages (OCR): off for the whole server when `enabled` is false (OCR_ENABLED), at most
     * `maxPagesPerDocument` read per document whatever the plan (OCR_MAX_PAGES), each page within `limits`.
     */
    ocr: { enabled: boolean; maxPagesPerDocument: number; limits: OcrLimits };
    embeddings: { baseUrl: string | null; model: string; apiKey: Secret | null; dimensions: number | null; batchSize: number };
    llm: { baseUrl: string | null; model: string; apiKey: Secret | null; timeoutMs: number };
  };
}

export const APP_CONFIG = Symbol('AppConfig');

/** Wraps a secret so that logging or JSON-serializing the config never prints it. */
export class Secret {
  readonly #value: string;
  constructor(value: string) {
    this.#value = value;
  }
  reveal(): string {
    return this.#value;
  }
  toString(): string {
    return '[secret]';
  }
  toJSON(): string {
    return '[secret]';
  }
}
