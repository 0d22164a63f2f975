import type { IncomingMessage } from 'node:http';
import type { Params } from 'nestjs-pino';
import { type DestinationStream, pino } from 'pino';
import type { Options } from 'pino-http';
import type { AppConfig } from '../../config/app-config.js';
import { requestId } from '../http/request-id.js';

/** Paths never written to logs: credentials, cookies, tokens, passwords. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.new_password',
  '*.password_confirm',
  '*.new_password_confirm',
  '*.token',
  '*.otp',
  '*.key',
  '*.apiKey',
  '*.secret',
];

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
 * nestjs-pino's settings: one pino logger for request logs (pino-http, each line carrying the request id) and
 * for every Nest `Logger` in the app, which takes pino's form: `logger.error({ err, document_id }, 'text')`.
 */
export function loggerParams(config: Pick<AppConfig, 'logLevel' | 'logFormat'>, destination: LogDestination = 1): Params {
  const options: Options = {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    base: { service: 'pagewise-api' },
    genReqId: (req, res) => requestId(req, res),
    // Lines logged while serving a request carry its id (not the whole request, which the request log has).
    quietReqLogger: true,
    customAttributeKeys: { reqId: 'request_id' },
    // Load balancers poll it every few seconds.
    autoLogging: { ignore: (req) => pathOf(req) === '/health' },
    // `params` and `query` would only repeat the URL (split up), secrets in it included, and unredacted.
    serializers: {
      req: ({ params: _params, query: _query, ...req }: { url?: string; params?: unknown; query?: unknown }) => ({ ...req, url: req.url && redactUrl(req.url) }),
    },
  };
  if (config.logFormat === 'pretty' && typeof destination === 'number') {
    const pretty = {
      destination,
      translateTime: 'SYS:HH:MM:ss.l',
      // One line per request for a person reading along; the JSON format keeps every field.
      ignore: 'pid,hostname,service,context,req,res,responseTime',
      messageFormat: '{if context}[{context}] {end}{if req.method}{req.method} {req.url} {res.statusCode} in {responseTime} ms: {end}{msg}',
    };
    return { pinoHttp: { ...options, transport: { target: 'pino-pretty', options: pretty } } };
  }
  const stream = typeof destination === 'number' ? pino.destination({ fd: destination, sync: destination === 2 }) : destination;
  return { pinoHttp: [options, stream] };
}

function pathOf(req: IncomingMessage): string {
  const url = (req as { originalUrl?: string }).originalUrl ?? req.url ?? '';
  return url.split('?')[0];
}
