import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import passport from 'passport';
import { Strategy } from 'passport-custom';
import { ACCESS_COOKIE } from '../accounts/account-constants.js';
import { MSG } from '../accounts/account-messages.js';
import { assertFromSite, refused } from '../accounts/guards/site-origin.guard.js';
import { SessionsService } from '../accounts/sessions.service.js';
import { UsersRepository } from '../accounts/users.repository.js';
import { DomainError } from '../common/errors/domain-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { ApiKeyContext } from '../keys/api-key-context.js';
import { SCOPES } from '../keys/scopes.js';
import { registerPerApplication, throwawayPassport } from './own-passport.js';
import { clientIp, noteCaller } from './caller.js';

export const SESSION_STRATEGY = 'session';

const STATE_CHANGING = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

/**
 * The dashboard's way in: no Authorization header, the site's access cookie. The signed-in user acts as their
 * organization's admin (every scope), limited per user (RATE_LIMIT_DASHBOARD_PER_MINUTE), not on the plan's
 * minute (limits/budgets.ts says why). Because a browser sends
 * the cookie by itself, CSRF is checked as on /api/auth (docs/security.md): state-changing methods are refused
 * for `Sec-Fetch-Site: cross-site` and for an Origin (or Referer) outside the site's origins; reads are refused
 * for a foreign Origin. A missing, expired or revoked session is 401 session_expired: the dashboard refreshes
 * the session once (/api/auth/token/refresh/) and retries.
 */
@Injectable()
export class SessionStrategy extends PassportStrategy(Strategy, SESSION_STRATEGY) implements OnModuleDestroy {
  constructor(
    private readonly sessions: SessionsService,
    private readonly users: UsersRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
    this.registeredName = registerPerApplication(this, SESSION_STRATEGY);
  }

  /** This application's name for the strategy in passport's registry (see own-passport.ts). */
  readonly registeredName: string;

  getPassportInstance() {
    return throwawayPassport();
  }

  onModuleDestroy(): void {
    passport.unuse(this.registeredName);
  }

  async validate(req: Request): Promise<ApiKeyContext> {
    const signedIn = await this.sessions.authenticate(req.cookies?.[ACCESS_COOKIE]);
    const account = signedIn && (await this.users.withOrganization(signedIn.userId));
    if (!account) throw new DomainError('session_expired', MSG.sessionExpired);
    const ctx: ApiKeyContext = {
      keyId: null,
      kind: 'admin',
      scopes: [...SCOPES],
      organization: account.organization,
      ip: clientIp(req),
      userId: account.user.id,
    };
    noteCaller(req, ctx);
    this.checkOrigin(req);
    return ctx;
  }

  private checkOrigin(req: Request): void {
    const siteOrigins = this.config.http.siteOrigins;
    if (STATE_CHANGING.has(req.method)) return assertFromSite(req, siteOrigins);
    const origin = req.get('origin');
    if (origin !== undefined && !siteOrigins.includes(origin)) throw refused();
  }
}
