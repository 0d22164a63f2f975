import { type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { type ApiKeyContext, isAdminPrincipal } from '../keys/api-key-context.js';
import { AdminRequiredError, InsufficientScopeError } from '../keys/api-key-errors.js';
import { ApiKeyUsage } from '../keys/api-key-usage.js';
import { ADMIN_ONLY_METADATA, SCOPES_METADATA } from '../keys/scopes.decorator.js';
import type { Scope } from '../keys/scopes.js';
import { ApiKeyStrategy } from './api-key.strategy.js';
import { RateLimitGuard } from './rate-limit.guard.js';
import { SessionStrategy } from './session.strategy.js';

/**
 * How a /v1 route is protected (global guard, registered by AccessModule):
 *
 *   @Scopes('documents:list')               // on the handler or the controller; the caller needs every scope listed
 *   @Get() list(@CurrentKey() key: ApiKeyContext) { return this.documents.list(key); }
 *
 * Routes without @Scopes are public (health, OpenAPI, /api/auth). For a scoped route, the api-key strategy
 * (bearer key: authentication, origin rule) hands a request without an Authorization header but with a session
 * cookie to the session strategy (the dashboard: session, CSRF). Then, whatever they answered, the rate limits
 * (RateLimitGuard: @nestjs/throttler, X-RateLimit-* on every answer, 429 rate_limit_exceeded). Then the
 * scopes: 403 insufficient_scope naming the missing one; and for @AdminOnly() routes the admin principal (admin
 * key or session): 403 admin_required. req.apiKey is the ApiKeyContext. Other organizations' records must be
 * answered 404 by the services.
 */
@Injectable()
export class AccessGuard extends AuthGuard() {
  constructor(
    private readonly reflector: Reflector,
    private readonly usage: ApiKeyUsage,
    private readonly rateLimits: RateLimitGuard,
    private readonly apiKeys: ApiKeyStrategy,
    sessions: SessionStrategy,
  ) {
    // This application's strategies, in order (see own-passport.ts for why not the plain names).
    super({ defaultStrategy: [apiKeys.registeredName, sessions.registeredName] });
  }

  getAuthenticateOptions() {
    return { session: false, property: 'apiKey' };
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const required = this.reflector.getAllAndOverride<Scope[] | undefined>(SCOPES_METADATA, [context.getHandler(), context.getClass()]);
    if (!required) return true;
    // The limits come after authentication (they depend on the caller) but apply to refusals too: a failed
    // attempt counts per client IP, and a 429 wins over the 401 or 403 it would otherwise have been.
    const req = context.switchToHttp().getRequest<Request & { apiKey: ApiKeyContext }>();
    const refusal = await this.authenticate(context, req).then(
      () => null,
      (error: unknown) => error,
    );
    await this.rateLimits.canActivate(context);
    if (refusal) throw refusal;
    const ctx = req.apiKey;
    const missing = required.find((scope) => !ctx.scopes.includes(scope));
    if (missing) throw new InsufficientScopeError(missing);
    const adminOnly = this.reflector.getAllAndOverride<boolean | undefined>(ADMIN_ONLY_METADATA, [context.getHandler(), context.getClass()]);
    if (adminOnly && !isAdminPrincipal(ctx)) throw new AdminRequiredError();
    if (ctx.keyId) this.usage.record(ctx.keyId);
    return true;
  }

  /**
   * Sets req.apiKey or throws the refusal. A request with an Authorization header can only be the api-key
   * strategy's, so its verification is called directly: passport's per-request machinery (a copy of the
   * strategy, its callbacks and promises) was the largest part of the key check's cost (bench/RESULTS.md, "The
   * key check"). Without the header, passport runs the strategies in order: a missing key, or the dashboard's session.
   */
  private async authenticate(context: ExecutionContext, req: Request & { apiKey: ApiKeyContext }): Promise<void> {
    if (req.headers.authorization === undefined) {
      await super.canActivate(context);
      return;
    }
    req.apiKey = await this.apiKeys.verify(req);
  }
}
