import { Inject, Injectable } from '@nestjs/common';
import { FieldValidationError } from '../common/errors/domain-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { MailOutboxService } from '../mail/mail-outbox.service.js';
import { VERIFICATION_TTL_SECONDS } from './account-constants.js';
import { verificationMail } from './account-mails.js';
import { MSG } from './account-messages.js';
import { EmailVerificationTokensRepository } from './email-verification-tokens.repository.js';
import { hashToken, newOpaqueToken } from './secret-tokens.js';
import type { User } from './user.entity.js';
import { UsersRepository } from './users.repository.js';

/** Single-use links to the site's /verify-email?token=…, valid 12 hours; a new link retires the older ones. */
@Injectable()
export class EmailVerificationService {
  constructor(
    private readonly tokens: EmailVerificationTokensRepository,
    private readonly users: UsersRepository,
    private readonly mail: MailOutboxService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async send(user: Pick<User, 'id' | 'email' | 'firstName'>): Promise<void> {
    const token = newOpaqueToken();
    await this.tokens.replace(user.id, hashToken(token), VERIFICATION_TTL_SECONDS);
    const link = `${this.config.siteUrl}/verify-email?token=${encodeURIComponent(token)}`;
    await this.mail.enqueue(verificationMail(user.email, user.firstName, link));
  }

  /** Spends the token and marks the address verified; returns the user's id. */
  async verify(token: string): Promise<string> {
    const userId = await this.tokens.spend(hashToken(token));
    if (!userId) throw new FieldValidationError({ token: [MSG.badToken] });
    await this.users.markEmailVerified(userId);
    return userId;
  }

  /** Same answer whether or not the address exists or is already verified. */
  async resend(email: string): Promise<{ message: string }> {
    const user = await this.users.byEmail(email);
    if (user && !user.emailVerifiedAt) await this.send(user);
    return { message: MSG.resent };
  }
}
