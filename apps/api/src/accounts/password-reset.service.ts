import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { FieldValidationError } from '../common/errors/domain-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { MailOutboxService } from '../mail/mail-outbox.service.js';
import { OTP_MAX_WRONG_ATTEMPTS, OTP_RESET_WINDOW_SECONDS, OTP_TTL_SECONDS } from './account-constants.js';
import { resetCodeMail } from './account-mails.js';
import { MSG } from './account-messages.js';
import type { ResetPasswordDto, VerifyOtpDto } from './dto/password-reset.dto.js';
import { PasswordHasher } from './password-hasher.js';
import { hashCode, hashEmail, newSixDigitCode, sameHash } from './secret-tokens.js';
import { SessionsService } from './sessions.service.js';
import { UsersService } from './users.service.js';
import { returning } from '../database/returning.js';

interface LiveCode {
  id: string;
  user_id: string | null;
  code_hash: string;
  attempts: number;
  expired: boolean;
  verified: boolean;
}

/**
 * Forgot password: a 6-digit code by mail, valid 300 s, dead after 5 wrong tries; once verified it allows one
 * password change, which signs the user out everywhere. Nothing here tells whether an address has an account:
 * an unknown address gets a code too, never sent and matching nothing, so its countdown, lock and expiry read
 * exactly as a real one's would.
 */
@Injectable()
export class PasswordResetService {
  constructor(
    private readonly db: DataSource,
    private readonly users: UsersService,
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
    await this.db.query(`UPDATE password_reset_codes SET used_at = now() WHERE email_key = $1 AND used_at IS NULL`, [emailKey]);
    await this.db.query(
      `INSERT INTO password_reset_codes (user_id, email_key, code_hash, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
      [user?.id ?? null, emailKey, user ? this.hash(user.id, code) : randomBytes(32).toString('hex'), OTP_TTL_SECONDS],
    );
    if (user) await this.mail.enqueue(resetCodeMail(user.email, user.firstName, code));
    return { message: MSG.otpSent };
  }

  async verifyCode(input: VerifyOtpDto): Promise<{ message: string }> {
    const { code } = await this.check(input.email, input.otp);
    await this.db.query(
      `UPDATE password_reset_codes SET verified_at = now(), expires_at = greatest(expires_at, now() + make_interval(secs => $2))
        WHERE id = $1`,
      [code.id, OTP_RESET_WINDOW_SECONDS],
    );
    return { message: MSG.otpVerified };
  }

  async reset(input: ResetPasswordDto): Promise<{ message: string }> {
    const { code, userId } = await this.check(input.email, input.otp);
    if (!code.verified) throw otpError(MSG.otpNotVerified);
    const [spent] = await returning(
      this.db,
      `UPDATE password_reset_codes SET used_at = now() WHERE id = $1 AND used_at IS NULL RETURNING id`,
      [code.id],
    );
    if (!spent) throw otpError(MSG.otpInvalid);
    const passwordHash = await this.hasher.hash(input.new_password);
    // Proving control of the mailbox also verifies the address.
    await this.db.query(
      `UPDATE users SET password_hash = $2, email_verified_at = coalesce(email_verified_at, now()), updated_at = now() WHERE id = $1`,
      [userId, passwordHash],
    );
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
    const [code]: LiveCode[] = await this.db.query(
      `SELECT id, user_id, code_hash, attempts, expires_at <= now() AS expired, verified_at IS NOT NULL AS verified
         FROM password_reset_codes WHERE email_key = $1 AND used_at IS NULL ORDER BY created_at DESC LIMIT 1`,
      [this.emailKey(email)],
    );
    if (!code) throw otpError(MSG.otpInvalid);
    if (code.expired) throw otpError(MSG.otpExpired);
    const [reserved] = await returning<{ attempts: number }>(
      this.db,
      `UPDATE password_reset_codes SET attempts = attempts + 1 WHERE id = $1 AND attempts < $2 RETURNING attempts`,
      [code.id, OTP_MAX_WRONG_ATTEMPTS],
    );
    if (!reserved) throw otpError(MSG.otpLocked);
    const matches = sameHash(code.code_hash, this.hash(user?.id ?? code.id, otp));
    if (!user || code.user_id !== user.id || !matches) {
      const left = OTP_MAX_WRONG_ATTEMPTS - reserved.attempts;
      throw otpError(left > 0 ? MSG.otpWrong(left) : MSG.otpLocked);
    }
    await this.db.query(`UPDATE password_reset_codes SET attempts = attempts - 1 WHERE id = $1`, [code.id]);
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
