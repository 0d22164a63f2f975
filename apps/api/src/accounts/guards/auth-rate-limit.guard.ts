import { type CanActivate, type ExecutionContext, Inject, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { DomainError, retryAfter } from '../../common/errors/domain-error.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { LIMIT_STORE, type LimitStore } from '../../limits/limit-store.port.js';
import { MSG } from '../account-messages.js';

const ACTION = 'pw:auth-rate-limit';
const WINDOW_MS = 60_000;

/**
 * Limits an endpoint to RATE_LIMIT_AUTH_PER_MINUTE per client IP and, separately, per email address, in the
 * shared LimitStore (Redis when REDIS_URL is set, so the limit holds across API instances).
 */
export const RateLimited = (action: string) => SetMetadata(ACTION, action);

export class TooManyAttempts extends DomainError {
  constructor(retryAfterSeconds: number) {
    super('rate_limit_exceeded', MSG.rateLimited, retryAfter(retryAfterSeconds));
  }
}

@Injectable()
export class AuthRateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(LIMIT_STORE) private readonly store: LimitStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const action = this.reflector.get<string>(ACTION, context.getHandler());
    if (!action) return true;
    const req = context.switchToHttp().getRequest<Request>();
    const email = (req.body as { email?: unknown } | undefined)?.email;
    const keys = [`auth:${action}:ip:${req.ip}`];
    if (typeof email === 'string' && email.trim()) keys.push(`auth:${action}:account:${email.trim().toLowerCase()}`);
    for (const key of keys) {
      const window = await this.store.hit(key, WINDOW_MS);
      if (window.count > this.config.auth.authPerMinute) {
        throw new TooManyAttempts(Math.max(1, Math.ceil((window.resetAt - Date.now()) / 1000)));
      }
    }
    return true;
  }
}
