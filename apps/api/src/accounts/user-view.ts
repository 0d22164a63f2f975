import type { Organization } from '../organizations/organization.entity.js';
import type { User } from './user.entity.js';

/** The user object of every auth answer and of GET profile/ (the site's "User"). */
export function userView(user: User, organization: Organization) {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    middle_name: user.middleName,
    last_name: user.lastName,
    full_name: [user.firstName, user.middleName, user.lastName].filter(Boolean).join(' '),
    phone: user.phone,
    country: user.country,
    account_type: user.accountType,
    role_in_organization: user.roleInOrganization,
    is_verified: user.emailVerifiedAt !== null,
    organization_name: organization.name,
    organization_website: organization.website ?? '',
    organization_description: organization.description ?? '',
    organization: { id: organization.id, name: organization.name, plan: organization.plan },
    date_joined: user.createdAt.toISOString(),
    last_login: user.lastLoginAt?.toISOString() ?? null,
  };
}
