import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { EmailDto } from './dto/email.dto.js';
import { ResetPasswordDto, VerifyOtpDto } from './dto/password-reset.dto.js';
import { AuthRateLimitGuard, RateLimited } from './guards/auth-rate-limit.guard.js';
import { SiteOriginGuard } from './guards/site-origin.guard.js';
import { PasswordResetService } from './password-reset.service.js';

/** verify-otp and reset-password both check the code: one rate-limit budget (per IP and per account) for both. */
const CODE_GUESSES = 'reset-code-guesses';

/** Forgot password with a 6-digit code (docs/accounts.md). */
@Controller('api/auth')
@UseGuards(SiteOriginGuard, AuthRateLimitGuard)
export class PasswordResetController {
  constructor(private readonly resets: PasswordResetService) {}

  @Post('forgot-password/')
  @HttpCode(200)
  @RateLimited('forgot-password')
  forgot(@Body() body: EmailDto) {
    return this.resets.requestCode(body.email);
  }

  @Post('verify-otp/')
  @HttpCode(200)
  @RateLimited(CODE_GUESSES)
  verify(@Body() body: VerifyOtpDto) {
    return this.resets.verifyCode(body);
  }

  @Post('reset-password/')
  @HttpCode(200)
  @RateLimited(CODE_GUESSES)
  reset(@Body() body: ResetPasswordDto) {
    return this.resets.reset(body);
  }
}
