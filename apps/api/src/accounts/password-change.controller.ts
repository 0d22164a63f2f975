import { Body, Controller, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ChangePasswordDto } from './dto/change-password.dto.js';
import { AuthRateLimitGuard, RateLimited } from './guards/auth-rate-limit.guard.js';
import { CurrentSession, SessionGuard, type SignedIn } from './guards/session.guard.js';
import { SiteOriginGuard } from './guards/site-origin.guard.js';
import { PasswordChangeService } from './password-change.service.js';
import { clearSessionCookies } from './session-cookies.js';

/** Password change and "log out on all devices", for a signed-in user on the site's own origins. */
@Controller('api/auth')
@UseGuards(SiteOriginGuard, SessionGuard, AuthRateLimitGuard)
export class PasswordChangeController {
  constructor(private readonly passwords: PasswordChangeService) {}

  /** Limited like login (per IP), since it checks a password: a stolen session cannot guess its way on. */
  @Post('change-password/')
  @HttpCode(200)
  @RateLimited('change-password')
  change(@CurrentSession() session: SignedIn, @Body() body: ChangePasswordDto) {
    return this.passwords.change(session, body);
  }

  @Post('logout-all/')
  @HttpCode(200)
  async logoutAll(@CurrentSession() session: SignedIn, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const answer = await this.passwords.logoutEverywhere(session);
    clearSessionCookies(req, res);
    return answer;
  }
}
