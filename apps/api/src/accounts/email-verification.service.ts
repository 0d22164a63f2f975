import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { FieldValidationError } from '../common/errors/domain-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { MailOutboxService } from '../mail/mail-outbox.service.js';
import { VERIFICATION_TTL_SECONDS } from './account-constants.js';
import { verificationMail } from './account-mails.js';
import { MSG } from './account-messages.js';
import { hashToken, newOpaqueToken } from './secret-tokens.js';
import type { User } from './user.entity.js';
import { UsersService } from './users.service.js';
import { returning } from '../database/returning.js';

/** Single-use links to the site's /verify-email?token=…, valid 12 hours; a new link retires the older ones. */
@Injectable()
export class EmailVerificationService {
  constructor(
    private readonly db: DataSource,
    private readonly users: UsersService,
    private readonly mail: MailOutboxService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async send(user: Pick<User, 'id' | 'email' | 'firstName'>): Promise<void> {
    const token = newOpaqueToken();
    await this.db.query(`UPDATE email_verification_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [user.id]);
    await this.db.query(
      `INSERT INTO email_verification_tokens (user_id, token_hash, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`,
      [user.id, hashToken(token), VERIFICATION_TTL_SECONDS],
    );
    const link = `${this.config.siteUrl}/verify-email?token=${encodeURIComponent(token)}`;
    await this.mail.enqueue(verificationMail(user.email, user.firstName, link));
  }

  /** Spends the token and marks the address verified; returns the user's id. */
  async verify(token: string): Promise<string> {
    const [spent] = await returning<{ user_id: string }>(
      this.db,
      `UPDATE email_verification_tokens SET used_at = now()
        WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
      [hashToken(token)],
    );
    if (!spent) throw new FieldValidationError({ token: [MSG.badToken] });
    await this.db.query(`UPDATE users SET email_verified_at = coalesce(email_verified_at, now()) WHERE id = $1`, [spent.user_id]);
    return spent.user_id;
  }

  /** Same answer whether or not the address exists or is already verified. */
  async resend(email: string): Promise<{ message: string }> {
    const user = await this.users.byEmail(email);
    if (user && !user.emailVerifiedAt) await this.send(user);
    return { message: MSG.resent };
  }
}
