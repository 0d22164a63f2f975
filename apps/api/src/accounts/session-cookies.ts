import type { CookieOptions, Request, Response } from 'express';
import type { AppConfig } from '../config/app-config.js';
import { ACCESS_COOKIE, REFRESH_COOKIE, REFRESH_COOKIE_PATH } from './account-constants.js';
import type { IssuedSession } from './sessions.service.js';

/** httpOnly + SameSite=Lax always; Secure whenever the request came over https (directly or via a trusted proxy). */
function base(req: Request): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: req.secure };
}

export function setSessionCookies(req: Request, res: Response, session: IssuedSession, config: AppConfig): void {
  res.cookie(ACCESS_COOKIE, session.accessToken, { ...base(req), path: '/', maxAge: config.auth.accessTokenTtlSeconds * 1000 });
  res.cookie(REFRESH_COOKIE, session.refreshToken, {
    ...base(req),
    path: REFRESH_COOKIE_PATH,
    maxAge: config.auth.refreshTokenTtlDays * 24 * 60 * 60 * 1000,
  });
}

export function clearSessionCookies(req: Request, res: Response): void {
  res.clearCookie(ACCESS_COOKIE, { ...base(req), path: '/' });
  res.clearCookie(REFRESH_COOKIE, { ...base(req), path: REFRESH_COOKIE_PATH });
}

export function clientInfo(req: Request) {
  return { ip: req.ip ?? null, userAgent: req.get('user-agent') ?? null };
}
