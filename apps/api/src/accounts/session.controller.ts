import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ACCESS_COOKIE, REFRESH_COOKIE } from './account-constants.js';
import { MSG } from './account-messages.js';
import { LoginDto } from './dto/login.dto.js';
import { AuthRateLimitGuard, RateLimited } from './guards/auth-rate-limit.guard.js';
import { SiteOriginGuard } from './guards/site-origin.guard.js';
import { LoginService } from './login.service.js';
import { ProfileService } from './profile.service.js';
import { clearSessionCookies, clientInfo, setSessionCookies } from './session-cookies.js';
import { SessionsService } from './sessions.service.js';

/** Login, logout, refresh and status (docs/accounts.md, "Endpoints"). Sessions live in httpOnly cookies only. */
@Controller('api/auth')
@UseGuards(SiteOriginGuard, AuthRateLimitGuard)
export class SessionController {
  constructor(
    private readonly logins: LoginService,
    private readonly sessions: SessionsService,
    private readonly profiles: ProfileService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('login/')
  @HttpCode(200)
  @RateLimited('login')
  async login(@Body() body: LoginDto, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const session = await this.logins.login(body, clientInfo(req));
    setSessionCookies(req, res, session, this.config);
    return { user: await this.profiles.get(session.userId), message: MSG.loggedIn };
  }

  @Post('token/refresh/')
  @HttpCode(200)
  async refresh(@Req() req: Request, @Res({ passthrough: true }) res: Response) {
    try {
      const session = await this.sessions.refresh(req.cookies?.[REFRESH_COOKIE]);
      setSessionCookies(req, res, session, this.config);
      return { message: MSG.refreshed };
    } catch (error) {
      clearSessionCookies(req, res);
      throw error;
    }
  }

  /** Always succeeds: the session is revoked server-side when one is found, and the cookies are cleared. */
  @Post('logout/')
  @HttpCode(200)
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const signedIn = await this.sessions.authenticate(req.cookies?.[ACCESS_COOKIE]);
    const sessionId = signedIn?.sessionId ?? (await this.sessions.sessionOfRefreshToken(req.cookies?.[REFRESH_COOKIE]));
    if (sessionId) await this.sessions.revoke(sessionId, 'logout');
    clearSessionCookies(req, res);
    return { message: MSG.loggedOut };
  }

  @Get('auth-status/')
  async status(@Req() req: Request) {
    const signedIn = await this.sessions.authenticate(req.cookies?.[ACCESS_COOKIE]);
    if (!signedIn) return { authenticated: false };
    return { authenticated: true, user: await this.profiles.get(signedIn.userId) };
  }
}
