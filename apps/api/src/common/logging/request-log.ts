import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { requestId } from '../http/request-id.js';

/** The request log's middleware (app.factory.ts mounts it first), with the logger it writes through. */
export interface RequestLog {
  (req: IncomingMessage, res: ServerResponse, next?: () => void): void;
  logger: Logger;
}

/**
 * One line per answered request, as pino-http writes it: the request id as `request_id`, then `req`, `res` (through
 * the logger's serializers) and `responseTime`, with "request completed", "request aborted" or, for an error or a
 * 5xx, "request errored" and `err`. Every request gets its id (X-Request-Id), whatever the level.
 *
 * Not pino-http itself: it binds the serialised request to a child logger on every request, so that the request's
 * headers and URL were redacted and turned into JSON even when the level writes no request line, on every
 * request (docs/api.md). Here nothing is serialised unless a line is written.
 */
export function requestLog(logger: Logger, ignore: (req: IncomingMessage) => boolean): RequestLog {
  const middleware = (req: IncomingMessage, res: ServerResponse, next?: () => void) => {
    const id = requestId(req, res);
    if (logger.isLevelEnabled('info') && !ignore(req)) {
      const start = Date.now();
      // The peer's address is read now: a connection that the client dropped no longer has it at 'close'.
      void req.socket?.remoteAddress;
      const done = (err?: Error) => {
        res.removeListener('close', done);
        res.removeListener('finish', done);
        res.removeListener('error', done);
        const responseTime = Date.now() - start;
        const error = err ?? (res.statusCode >= 500 ? new Error(`failed with status code ${res.statusCode}`) : undefined);
        if (error) logger.info({ request_id: id, req, res, err: error, responseTime }, 'request errored');
        else logger.info({ request_id: id, req, res, responseTime }, !req.readableAborted && res.writableEnded ? 'request completed' : 'request aborted');
      };
      res.on('close', done);
      res.on('finish', done);
      res.on('error', done);
    }
    next?.();
  };
  return Object.assign(middleware, { logger });
}
