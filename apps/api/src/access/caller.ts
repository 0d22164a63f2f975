import type { Request } from 'express';
import type { ApiKeyContext } from '../keys/api-key-context.js';

const CALLERS = new WeakMap<Request, ApiKeyContext>();

/**
 * The caller a strategy identified, noted before its origin and CSRF checks: a request those checks refuse is
 * still counted on the caller's limits (RateLimitGuard), not on the client IP's.
 */
export function noteCaller(req: Request, caller: ApiKeyContext): void {
  CALLERS.set(req, caller);
}

/** null: no usable key or session (yet); such requests are limited per client IP. */
export function callerOf(req: Request): ApiKeyContext | null {
  return CALLERS.get(req) ?? null;
}

export function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}
