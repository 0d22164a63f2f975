import { type CanActivate, type ExecutionContext, Inject, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { DomainError } from '../../common/errors/domain-error.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { MSG } from '../account-messages.js';

const STATE_CHANGING_READ = 'pw:state-changing-read';
/** A GET that changes state (the email activation link) gets the same origin check as a POST. */
export const ChangesState = () => SetMetadata(STATE_CHANGING_READ, true);

/**
 * CSRF defence for /api/auth: a state-changing request that a browser sends must come from one of the site's
 * origins (AppConfig.http.siteOrigins). Browsers always send Origin on POST/PATCH/DELETE; Referer is the fallback.
 * Requests with neither come from non-browser clients, which hold no victim's cookies, and pass.
 */
@Injectable()
export class SiteOriginGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    const safe = ['GET', 'HEAD', 'OPTIONS'].includes(req.method);
    if (safe && !this.reflector.get<boolean>(STATE_CHANGING_READ, context.getHandler())) return true;
    assertFromSite(req, this.config.http.siteOrigins);
    return true;
  }
}

/**
 * The rule itself, shared with the session principal on /v1 (access/session.strategy.ts): refuses
 * `Sec-Fetch-Site: cross-site`, and an Origin (or Referer's origin) outside the site's origins.
 */
export function assertFromSite(req: Request, siteOrigins: string[]): void {
  if (req.get('sec-fetch-site') === 'cross-site') throw refused();
  const origin = req.get('origin') ?? originOf(req.get('referer'));
  if (origin === undefined) return;
  if (!siteOrigins.includes(origin)) throw refused();
}

function originOf(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}

export function refused(): DomainError {
  return new DomainError('csrf_origin_refused', MSG.foreignOrigin);
}
