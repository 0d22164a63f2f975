import { Matches } from 'class-validator';
import { MSG } from '../account-messages.js';
import { EmailDto } from './email.dto.js';
import { SameAs, TextLength } from './field-rules.js';

const SIX_DIGITS = /^\d{6}$/;

/** POST /api/auth/verify-otp/ */
export class VerifyOtpDto extends EmailDto {
  @Matches(SIX_DIGITS, { message: MSG.otpFormat })
  otp: string;
}

/** POST /api/auth/reset-password/ */
export class ResetPasswordDto extends VerifyOtpDto {
  @TextLength(8, 128, MSG.password, MSG.passwordTooLong)
  new_password: string;

  @SameAs('new_password', { message: MSG.passwordsDontMatch })
  new_password_confirm: string;
}
