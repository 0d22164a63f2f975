import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { MailOutboxService } from '../mail/mail-outbox.service.js';
import { OrganizationsService } from '../organizations/organizations.service.js';
import { ProvisioningService } from '../organizations/provisioning.service.js';
import { DEFAULT_ROLE_IN_ORGANIZATION } from './account-constants.js';
import { accountExistsMail } from './account-mails.js';
import { MSG } from './account-messages.js';
import type { SignupDto } from './dto/signup.dto.js';
import { EmailVerificationService } from './email-verification.service.js';
import { PasswordHasher } from './password-hasher.js';
import type { User } from './user.entity.js';
import { UsersRepository } from './users.repository.js';

/**
 * Creates the user and its organization (a personal workspace for personal accounts) on the free plan, with its
 * admin API key via provisioning, and mails the verification link. Signing up does not sign in.
 *
 * The answer does not tell who has an account (OWASP, authentication cheat sheet): an address that has one gets
 * the same 201 and sentence, and the mail says what happened instead: "you already have an account: sign in or
 * reset your password", or, while the address is unverified, a fresh verification link.
 */
@Injectable()
export class SignupService {
  private readonly logger = new Logger('Accounts');

  constructor(
    private readonly users: UsersRepository,
    private readonly provisioning: ProvisioningService,
    private readonly organizations: OrganizationsService,
    private readonly hasher: PasswordHasher,
    private readonly verification: EmailVerificationService,
    private readonly mail: MailOutboxService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async signup(input: SignupDto): Promise<{ message: string }> {
    const existing = await this.users.byEmail(input.email);
    if (existing) return this.alreadySignedUp(existing, input.password);
    const passwordHash = await this.hasher.hash(input.password);
    const organizationAccount = input.account_type === 'organization';
    const { organization } = await this.provisioning.provision({
      name: organizationAccount ? input.organization_name! : `${input.first_name} ${input.last_name}'s workspace`,
      plan: 'free',
      email: input.email,
      website: organizationAccount ? input.organization_website! : null,
      description: organizationAccount ? input.organization_description || null : null,
    });
    let user: User;
    try {
      user = await this.users.create({
          organizationId: organization.id,
          email: input.email,
          passwordHash,
          firstName: input.first_name,
          middleName: input.middle_name ?? '',
          lastName: input.last_name,
          phone: input.phone,
          country: input.country,
          accountType: input.account_type,
          roleInOrganization: organizationAccount ? input.role_in_organization || DEFAULT_ROLE_IN_ORGANIZATION : null,
          emailVerifiedAt: null,
          lastLoginAt: null,
      });
    } catch (error) {
      await this.discard(organization.id);
      // Two signups with one address at once: the unique index decides, and the second is told as the owner.
      const raced = (error as { code?: string }).code === '23505' ? await this.users.byEmail(input.email) : null;
      if (raced) return this.alreadySignedUp(raced, null);
      throw error;
    }
    await this.verification.send(user);
    return { message: MSG.signedUp };
  }

  /** The address has an account: the same answer as a new signup, and a mail only its owner reads. */
  private async alreadySignedUp(user: User, password: string | null): Promise<{ message: string }> {
    // The password is hashed as a new signup's is (the costly step), so this path is not the fast one.
    if (password !== null) await this.hasher.hash(password);
    if (!user.emailVerifiedAt) {
      await this.verification.send(user);
    } else {
      const site = this.config.siteUrl;
      await this.mail.enqueue(accountExistsMail(user.email, user.firstName, `${site}/login`, `${site}/forgot-password`));
    }
    return { message: MSG.signedUp };
  }

  /** Best effort: an organization whose user could not be created is removed again. */
  private async discard(organizationId: string): Promise<void> {
    await this.organizations.remove(organizationId).catch((error: Error) => {
      this.logger.warn({ err: error, organization_id: organizationId }, 'Could not remove an organization after a failed signup');
    });
  }
}
