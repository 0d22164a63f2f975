import type { LoggerService } from '@nestjs/common';
import { pino, type Logger } from 'pino';

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

/** JSON lines to stdout (the API) or to stderr (fd 2: the CLI, whose stdout is its result). */
export function createLogger(level: string, fd: 1 | 2 = 1): Logger {
  const options = { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' }, base: { service: 'pagewise-api' } };
  return pino(options, pino.destination({ fd, sync: fd === 2 }));
}

/** Routes Nest's own log lines into the same structured JSON stream. */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string) {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
  fatal(message: unknown, context?: string) {
    this.logger.fatal({ context }, String(message));
  }
}
