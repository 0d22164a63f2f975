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

/** A URL as logged: the account-activation link's token and any token-like query value are masked. */
export function redactUrl(url: string): string {
  return url
    .replace(/(\/activate\/)[^/?#]+/, '$1[redacted]')
    .replace(/([?&](?:token|key|code|otp|password)=)[^&#]*/gi, '$1[redacted]');
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
    // `params` would only repeat the path (split by the middleware's own route), secrets in it included.
    serializers: { req: ({ params: _params, ...req }: { url?: string; params?: unknown }) => ({ ...req, url: req.url && redactUrl(req.url) }) },
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
