import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { FieldValidationError } from '../common/errors/domain-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { MailOutboxService } from '../mail/mail-outbox.service.js';
import { OTP_MAX_WRONG_ATTEMPTS, OTP_RESET_WINDOW_SECONDS, OTP_TTL_SECONDS } from './account-constants.js';
import { resetCodeMail } from './account-mails.js';
import { MSG } from './account-messages.js';
import { type LiveCode, PasswordResetCodesRepository } from './password-reset-codes.repository.js';
import type { ResetPasswordDto, VerifyOtpDto } from './dto/password-reset.dto.js';
import { PasswordHasher } from './password-hasher.js';
import { hashCode, hashEmail, newSixDigitCode, sameHash } from './secret-tokens.js';
import { SessionsService } from './sessions.service.js';
import { UsersRepository } from './users.repository.js';

/**
 * Forgot password: a 6-digit code by mail, valid 300 s, dead after 5 wrong tries; once verified it allows one
 * password change, which signs the user out everywhere. Nothing here tells whether an address has an account:
 * an unknown address gets a code too, never sent and matching nothing, so its countdown, lock and expiry read
 * exactly as a real one's would.
 */
@Injectable()
export class PasswordResetService {
  constructor(
    private readonly codes: PasswordResetCodesRepository,
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionsService,
    private readonly mail: MailOutboxService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Same answer whether or not the address has an account. A new code retires the previous one. */
  async requestCode(email: string): Promise<{ message: string }> {
    const user = await this.users.byEmail(email);
    const emailKey = this.emailKey(email);
    const code = newSixDigitCode();
    await this.codes.replace(emailKey, user?.id ?? null, user ? this.hash(user.id, code) : randomBytes(32).toString('hex'), OTP_TTL_SECONDS);
    if (user) await this.mail.enqueue(resetCodeMail(user.email, user.firstName, code));
    return { message: MSG.otpSent };
  }

  async verifyCode(input: VerifyOtpDto): Promise<{ message: string }> {
    const { code } = await this.check(input.email, input.otp);
    await this.codes.markVerified(code.id, OTP_RESET_WINDOW_SECONDS);
    return { message: MSG.otpVerified };
  }

  async reset(input: ResetPasswordDto): Promise<{ message: string }> {
    const { code, userId } = await this.check(input.email, input.otp);
    if (!code.verified) throw otpError(MSG.otpNotVerified);
    if (!(await this.codes.spend(code.id))) throw otpError(MSG.otpInvalid);
    const passwordHash = await this.hasher.hash(input.new_password);
    // Proving control of the mailbox also verifies the address.
    await this.users.setPassword(userId, passwordHash, { verifyEmail: true });
    await this.sessions.revokeAllOf(userId, 'password_reset');
    return { message: MSG.passwordReset };
  }

  /**
   * Finds the address's live code and compares. Each try first reserves one of the 5 attempts atomically (so
   * parallel guesses cannot exceed them); a right answer gives its attempt back. An address without an account
   * walks the same steps and only ever gets the wrong-code answers.
   */
  private async check(email: string, otp: string): Promise<{ code: LiveCode; userId: string }> {
    const user = await this.users.byEmail(email);
    const code = await this.codes.latest(this.emailKey(email));
    if (!code) throw otpError(MSG.otpInvalid);
    if (code.expired) throw otpError(MSG.otpExpired);
    const attempts = await this.codes.reserveAttempt(code.id, OTP_MAX_WRONG_ATTEMPTS);
    if (attempts === null) throw otpError(MSG.otpLocked);
    const matches = sameHash(code.code_hash, this.hash(user?.id ?? code.id, otp));
    if (!user || code.user_id !== user.id || !matches) {
      const left = OTP_MAX_WRONG_ATTEMPTS - attempts;
      throw otpError(left > 0 ? MSG.otpWrong(left) : MSG.otpLocked);
    }
    await this.codes.returnAttempt(code.id);
    return { code, userId: user.id };
  }

  private emailKey(email: string): string {
    return hashEmail(this.config.auth.jwtSecret.reveal(), email);
  }

  private hash(userId: string, code: string): string {
    return hashCode(this.config.auth.jwtSecret.reveal(), userId, code);
  }
}

function otpError(message: string): FieldValidationError {
  return new FieldValidationError({ otp: [message] });
}
