import { Body, Controller, Get, HttpCode, Inject, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { MSG } from './account-messages.js';
import { EmailDto } from './dto/email.dto.js';
import { SignupDto } from './dto/signup.dto.js';
import { TokenDto } from './dto/token.dto.js';
import { EmailVerificationService } from './email-verification.service.js';
import { AuthRateLimitGuard, RateLimited } from './guards/auth-rate-limit.guard.js';
import { ChangesState, SiteOriginGuard } from './guards/site-origin.guard.js';
import { ProfileService } from './profile.service.js';
import { clientInfo, setSessionCookies } from './session-cookies.js';
import { SessionsService } from './sessions.service.js';
import { SignupService } from './signup.service.js';

/** Signup and email verification (docs/accounts.md, "Endpoints"). Verifying signs the user in. */
@Controller('api/auth')
@UseGuards(SiteOriginGuard, AuthRateLimitGuard)
export class SignupController {
  constructor(
    private readonly signups: SignupService,
    private readonly verification: EmailVerificationService,
    private readonly sessions: SessionsService,
    private readonly profiles: ProfileService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('signup/')
  @RateLimited('signup')
  signup(@Body() body: SignupDto) {
    return this.signups.signup(body);
  }

  @Post('verify-email/')
  @HttpCode(200)
  async verifyEmail(@Body() body: TokenDto, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    return this.verifyAndSignIn(body.token, req, res);
  }

  @Get('activate/:token/')
  @ChangesState()
  async activate(@Param('token') token: string, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    return this.verifyAndSignIn(token, req, res);
  }

  @Post('resend-verification/')
  @HttpCode(200)
  @RateLimited('resend-verification')
  resend(@Body() body: EmailDto) {
    return this.verification.resend(body.email);
  }

  private async verifyAndSignIn(token: string, req: Request, res: Response) {
    const userId = await this.verification.verify(token);
    const session = await this.sessions.start(userId, clientInfo(req));
    setSessionCookies(req, res, session, this.config);
    return { user: await this.profiles.get(userId), message: MSG.verified };
  }
}
