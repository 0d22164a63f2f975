import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import passport from 'passport';
import { Strategy } from 'passport-custom';
import { ACCESS_COOKIE } from '../accounts/account-constants.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ApiKeyAuthenticator, bearerOf } from '../keys/api-key-authenticator.js';
import type { ApiKeyContext } from '../keys/api-key-context.js';
import type { ApiKey } from '../keys/api-key.entity.js';
import { OriginNotAllowedError, SecretKeyInBrowserError } from '../keys/api-key-errors.js';
import { registerPerApplication, throwawayPassport } from './own-passport.js';
import { clientIp, noteCaller } from './caller.js';

export const API_KEY_STRATEGY = 'api-key';

/**
 * `Authorization: Bearer <key>`. In this order: the key (401 invalid_api_key when missing, unknown, revoked or
 * expired), then its origin rule (publishable keys only from their
 * allowed origins, 403 origin_not_allowed; secret keys only without Origin or from the site's own origins,
 * 403 secret_key_in_browser). A request with no Authorization header but a session cookie is left to the
 * session strategy (returning null hands over to the next strategy).
 */
@Injectable()
export class ApiKeyStrategy extends PassportStrategy(Strategy, API_KEY_STRATEGY) implements OnModuleDestroy {
  constructor(
    private readonly authenticator: ApiKeyAuthenticator,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
    this.registeredName = registerPerApplication(this, API_KEY_STRATEGY);
  }

  /** This application's name for the strategy in passport's registry (see own-passport.ts). */
  readonly registeredName: string;

  getPassportInstance() {
    return throwawayPassport();
  }

  onModuleDestroy(): void {
    passport.unuse(this.registeredName);
  }

  async validate(req: Request): Promise<ApiKeyContext | null> {
    if (req.headers.authorization === undefined && req.cookies?.[ACCESS_COOKIE]) return null;
    return this.verify(req);
  }

  /** The caller behind the request's bearer key, or the refusal (AccessGuard calls it directly for a bearer key). */
  async verify(req: Request): Promise<ApiKeyContext> {
    const key = await this.authenticator.authenticate(bearerOf(req.headers.authorization));
    if (key instanceof Error) throw key;
    const ctx: ApiKeyContext = { keyId: key.id, kind: key.kind, scopes: key.scopes, organization: key.organization, ip: clientIp(req), userId: null };
    noteCaller(req, ctx);
    this.checkOrigin(key, req.headers.origin);
    return ctx;
  }

  private checkOrigin(key: ApiKey, origin: string | undefined): void {
    if (key.kind === 'publishable') {
      if (!origin || !key.allowedOrigins.includes(origin)) throw new OriginNotAllowedError(origin);
    } else if (origin && !this.config.http.siteOrigins.includes(origin)) {
      throw new SecretKeyInBrowserError();
    }
  }
}
