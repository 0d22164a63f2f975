import { Injectable } from '@nestjs/common';
import { DomainError, FieldValidationError } from '../common/errors/domain-error.js';
import { MSG } from './account-messages.js';
import type { ProfileUpdateDto } from './dto/profile-update.dto.js';
import { emailMatchesWebsite } from './dto/field-rules.js';
import type { User } from './user.entity.js';
import { UsersRepository } from './users.repository.js';
import { userView } from './user-view.js';

/** GET and PATCH profile/: names, phone, country and the organization's details; never email or password. */
@Injectable()
export class ProfileService {
  constructor(
    private readonly users: UsersRepository,
  ) {}

  async get(userId: string) {
    const found = await this.users.withOrganization(userId);
    if (!found) throw new DomainError('session_expired', MSG.sessionExpired);
    return userView(found.user, found.organization);
  }

  async update(userId: string, input: ProfileUpdateDto) {
    const found = await this.users.withOrganization(userId);
    if (!found) throw new DomainError('session_expired', MSG.sessionExpired);
    const { user, organization } = found;
    refuseCredentialChanges(user, input);

    if (input.first_name !== undefined) user.firstName = input.first_name;
    if (input.middle_name !== undefined) user.middleName = input.middle_name ?? '';
    if (input.last_name !== undefined) user.lastName = input.last_name;
    if (input.phone !== undefined) user.phone = input.phone;
    if (input.country !== undefined) user.country = input.country;
    if (input.organization_name !== undefined) organization.name = input.organization_name;
    if (user.accountType === 'organization') {
      if (input.role_in_organization) user.roleInOrganization = input.role_in_organization;
      if (input.organization_website !== undefined) {
        if (!emailMatchesWebsite(user.email, input.organization_website)) {
          throw new FieldValidationError({ organization_website: [MSG.emailDomain] });
        }
        organization.website = input.organization_website;
      }
      if (input.organization_description !== undefined) organization.description = input.organization_description || null;
    }
    await this.users.saveProfile(user, organization);
    return { message: MSG.profileUpdated, user: userView(user, organization) };
  }
}

function refuseCredentialChanges(user: User, input: ProfileUpdateDto): void {
  const errors: Record<string, string[]> = {};
  if (input.email !== undefined && String(input.email).trim().toLowerCase() !== user.email) errors.email = [MSG.emailReadOnly];
  if (input.password !== undefined) errors.password = [MSG.passwordReadOnly];
  if (input.new_password !== undefined) errors.new_password = [MSG.passwordReadOnly];
  if (Object.keys(errors).length > 0) throw new FieldValidationError(errors);
}
