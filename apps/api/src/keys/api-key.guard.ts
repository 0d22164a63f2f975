import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { RateLimitExceededError } from '../limits/limit-errors.js';
import { type LimitState, LimitsService, secondsUntil } from '../limits/limits.service.js';
import type { ApiKeyContext } from './api-key-context.js';
import { ApiKeyAuthenticator, bearerOf } from './api-key-authenticator.js';
import type { ApiKey } from './api-key.entity.js';
import { InsufficientScopeError, OriginNotAllowedError, SecretKeyInBrowserError } from './api-key-errors.js';
import { ApiKeyUsage } from './api-key-usage.js';
import { SCOPES_METADATA } from './scopes.decorator.js';
import type { Scope } from './scopes.js';

/**
 * How a /v1 route is protected (global guard, registered by KeysModule):
 *
 *   @Scopes('documents:list')               // on the handler or the controller; a key needs every scope listed
 *   @Get() list(@CurrentKey() key: ApiKeyContext) { return this.documents.list(key); }
 *
 * Routes without @Scopes are public (health, OpenAPI). For a scoped route, in this order:
 * 1. Bearer key → 401 invalid_api_key when missing, unknown, revoked or expired (limited per IP meanwhile).
 * 2. Rate limits (key, widget IP, plan per org) → X-RateLimit-* on every response; 429 rate_limit_exceeded.
 * 3. Origin: publishable keys only from their allowed origins (403 origin_not_allowed); secret keys only
 *    without a browser Origin or from the site's own origins (403 secret_key_in_browser).
 * 4. Scopes → 403 insufficient_scope naming the missing one.
 * Then req.apiKey is the ApiKeyContext. Other organizations' records must be answered 404 by the services.
 */
@Injectable()
export class ApiKeyGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly authenticator: ApiKeyAuthenticator,
    private readonly limits: LimitsService,
    private readonly usage: ApiKeyUsage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const required = this.reflector.getAllAndOverride<Scope[] | undefined>(SCOPES_METADATA, [context.getHandler(), context.getClass()]);
    if (!required) return true;
    const req = context.switchToHttp().getRequest<Request & { apiKey?: ApiKeyContext }>();
    const res = context.switchToHttp().getResponse<Response>();
    const ip = req.ip ?? req.socket.remoteAddress ?? 'unknown';

    const key = await this.authenticator.authenticate(bearerOf(req.headers.authorization));
    if (key instanceof Error) {
      this.applyLimit(res, await this.limits.consumeUnauthenticated(ip));
      throw key;
    }
    const ctx = contextOf(key, ip);
    this.applyLimit(res, await this.limits.consumeRequest(ctx));
    this.checkOrigin(key, req.headers.origin);
    const missing = required.find((scope) => !ctx.scopes.includes(scope));
    if (missing) throw new InsufficientScopeError(missing);

    req.apiKey = ctx;
    this.usage.record(key.id);
    return true;
  }

  private checkOrigin(key: ApiKey, origin: string | undefined): void {
    if (key.kind === 'publishable') {
      if (!origin || !key.allowedOrigins.includes(origin)) throw new OriginNotAllowedError(origin);
    } else if (origin && !this.config.http.siteOrigins.includes(origin)) {
      throw new SecretKeyInBrowserError();
    }
  }

  private applyLimit(res: Response, state: LimitState): void {
    res.setHeader('X-RateLimit-Limit', String(state.limit));
    res.setHeader('X-RateLimit-Remaining', String(state.remaining));
    res.setHeader('X-RateLimit-Reset', String(Math.ceil(state.resetAt / 1000)));
    if (state.exceeded) throw new RateLimitExceededError(secondsUntil(state.resetAt));
  }
}

function contextOf(key: ApiKey, ip: string): ApiKeyContext {
  return { keyId: key.id, kind: key.kind, scopes: key.scopes, organization: key.organization, ip };
}
