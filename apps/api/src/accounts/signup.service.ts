import { Injectable, Logger } from '@nestjs/common';
import { FieldValidationError } from '../common/errors/domain-error.js';
import { OrganizationsService } from '../organizations/organizations.service.js';
import { ProvisioningService } from '../organizations/provisioning.service.js';
import { DEFAULT_ROLE_IN_ORGANIZATION } from './account-constants.js';
import { MSG } from './account-messages.js';
import type { SignupDto } from './dto/signup.dto.js';
import { EmailVerificationService } from './email-verification.service.js';
import { PasswordHasher } from './password-hasher.js';
import type { User } from './user.entity.js';
import { UsersRepository } from './users.repository.js';
import { userView } from './user-view.js';

/**
 * Creates the user and its organization (a personal workspace for personal accounts) on the free plan, with its
 * admin API key via provisioning, and mails the verification link. Signing up does not sign in.
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
  ) {}

  async signup(input: SignupDto) {
    if (await this.users.byEmail(input.email)) throw emailTaken();
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
      // Two signups with one address at once: the unique index decides.
      if ((error as { code?: string }).code === '23505') throw emailTaken();
      throw error;
    }
    await this.verification.send(user);
    return { message: MSG.signedUp, user: userView(user, organization) };
  }

  /** Best effort: an organization whose user could not be created is removed again. */
  private async discard(organizationId: string): Promise<void> {
    await this.organizations.remove(organizationId).catch((error: Error) => {
      this.logger.warn({ err: error, organization_id: organizationId }, 'Could not remove an organization after a failed signup');
    });
  }
}

function emailTaken(): FieldValidationError {
  return new FieldValidationError({ email: [MSG.emailTaken] });
}
