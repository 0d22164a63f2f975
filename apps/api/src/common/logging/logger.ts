import { IncomingMessage, ServerResponse } from 'node:http';
import type { Params } from 'nestjs-pino';
import { type DestinationStream, type LoggerOptions, pino } from 'pino';
import type { AppConfig } from '../../config/app-config.js';
import { type RequestLog, requestLog } from './request-log.js';

const CENSOR = '[redacted]';
/** Request and response headers never written to logs: credentials, cookies, the CSRF token. */
const SECRET_HEADERS = ['authorization', 'cookie', 'x-csrf-token', 'set-cookie'];
/** Fields never written under any object a log line carries (`{ body: { password } }`): what pino's `*.field` matched. */
export const SECRET_FIELDS = ['password', 'new_password', 'password_confirm', 'new_password_confirm', 'token', 'otp', 'key', 'apiKey', 'secret'];

/** The request log's Express middleware (request-log.ts), provided by AppModule. */
export const REQUEST_LOG = Symbol('REQUEST_LOG');

/** Where log lines go: stdout (the API), stderr (the CLI, whose stdout is its result), or a stream (tests). */
export type LogDestination = 1 | 2 | DestinationStream;

/** Query parameters whose values are masked: any name holding one of these (api_key, access_token, client_secret…). */
const SECRET_PARAM = /token|key|secret|password|passwd|pwd|code|otp|signature|credential|auth|jwt/i;
/** An API key wherever it appears (a path segment, an unexpected parameter): its kind stays readable. */
const API_KEY = /\b(pw_[a-z]{2}_)[0-9A-Za-z]{8,}/g;

/**
 * A URL as logged: the account-activation link's token (the route matches in any letter case), the values of
 * secret-looking query parameters and anything shaped like an API key are masked.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  const query = queryAt < 0 ? '' : url.slice(queryAt);
  const safePath = path.replace(/(\/activate\/)[^/]+/i, '$1[redacted]');
  const safeQuery = query.replace(/([?&])([^=&#]*)=([^&#]*)/g, (pair, separator: string, name: string) =>
    SECRET_PARAM.test(decoded(name)) ? `${separator}${name}=[redacted]` : pair,
  );
  return (safePath + safeQuery).replace(API_KEY, '$1[redacted]');
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/**
 * The application's logging: the request log (request-log.ts, one line per answered request with its request
 * id, mounted first by app.factory.ts) and nestjs-pino's settings, whose `Logger` every Nest `Logger` in the app
 * goes through, taking pino's form: `logger.error({ err, document_id }, 'text')`. Both write through the one
 * pino logger.
 *
 * nestjs-pino's own request middleware is not mounted: it runs the rest of each request inside an
 * AsyncLocalStorage (to bind lines logged meanwhile to the request), and on Node 20 that puts a hook on every
 * promise the process makes, requests or not, a cost every light request would pay (docs/api.md). Lines about
 * a request name it themselves (the error filter's carry `request_id`).
 */
export function createLogging(config: Pick<AppConfig, 'logLevel' | 'logFormat'>, destination: LogDestination = 1): { requestLog: RequestLog; params: Params } {
  const options = loggerOptions(config, destination);
  const logger = Array.isArray(options) ? pino(options[0], options[1]) : pino(options);
  // Load balancers poll /health every few seconds.
  return { requestLog: requestLog(logger, (req) => pathOf(req) === '/health'), params: { pinoHttp: { logger }, forRoutes: [] } };
}

/** The logger's settings: its options and stream, or options with pino-pretty's transport. */
export function loggerOptions(config: Pick<AppConfig, 'logLevel' | 'logFormat'>, destination: LogDestination = 1): LoggerOptions | [LoggerOptions, DestinationStream] {
  const options: LoggerOptions = {
    level: config.logLevel,
    // Redaction by the serializers and formatters below rather than pino's `redact`, whose redactor parses every
    // path again for every value it writes, so that every logged request paid for it (docs/api.md). What is
    // hidden is the same.
    formatters: { log: withoutSecretFields, bindings: withoutSecretFields },
    base: { service: 'pagewise-api' },
    // `params` and `query` would only repeat the URL (split up), secrets in it included, and unredacted.
    serializers: { req: serializeRequest, res: serializeResponse, err: pino.stdSerializers.err },
  };
  if (config.logFormat === 'pretty' && typeof destination === 'number') {
    const pretty = {
      destination,
      translateTime: 'SYS:HH:MM:ss.l',
      // One line per request for a person reading along; the JSON format keeps every field.
      ignore: 'pid,hostname,service,context,req,res,responseTime',
      messageFormat: '{if context}[{context}] {end}{if req.method}{req.method} {req.url} {res.statusCode} in {responseTime} ms: {end}{msg}',
    };
    return { ...options, transport: { target: 'pino-pretty', options: pretty } };
  }
  const stream = typeof destination === 'number' ? pino.destination({ fd: destination, sync: destination === 2 }) : destination;
  return [options, stream];
}

function pathOf(req: IncomingMessage): string {
  const url = (req as { originalUrl?: string }).originalUrl ?? req.url ?? '';
  return url.split('?')[0];
}

/** What the request log says of a request: pino's usual fields, the URL and the headers with their secrets hidden. */
function serializeRequest(req: IncomingMessage & { id?: string; originalUrl?: string }) {
  const url = req.originalUrl ?? req.url;
  return {
    id: req.id,
    method: req.method,
    url: url && redactUrl(url),
    headers: censored(req.headers, SECRET_HEADERS),
    remoteAddress: req.socket?.remoteAddress,
    remotePort: req.socket?.remotePort,
  };
}

function serializeResponse(res: ServerResponse) {
  return { statusCode: res.headersSent ? res.statusCode : null, headers: censored(res.getHeaders(), SECRET_HEADERS) };
}

/** A log line's (or a logger's bound) fields, with SECRET_FIELDS hidden one level down; copied only when one is there. */
export function withoutSecretFields(fields: Record<string, unknown>): Record<string, unknown> {
  let out: Record<string, unknown> | null = null;
  for (const name in fields) {
    const value = fields[name];
    if (value === null || typeof value !== 'object' || Array.isArray(value) || value instanceof IncomingMessage || value instanceof ServerResponse) continue;
    const hidden = censored(value as Record<string, unknown>, SECRET_FIELDS);
    if (hidden !== value) (out ??= { ...fields })[name] = hidden;
  }
  return out ?? fields;
}

/** `object` with the named properties that it has replaced by the censor mark: a copy, or itself when it has none. */
function censored<T extends Record<string, unknown>>(object: T, names: string[]): T {
  let copy: Record<string, unknown> | null = null;
  for (const name of names) {
    if (!Object.hasOwn(object, name) || object[name] === undefined) continue;
    copy ??= { ...object };
    copy[name] = CENSOR;
  }
  return (copy as T | null) ?? object;
}
