import { IsEmail, IsIn, IsOptional, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { COUNTRY_CODES, DEFAULT_ROLE_IN_ORGANIZATION } from '../account-constants.js';
import { MSG } from '../account-messages.js';
import type { AccountType } from '../user.entity.js';
import { EmailMatchesWebsite, IsWebsite, NormalizeEmail, SameAs, Trim } from './field-rules.js';

const isOrganization = (o: SignupDto) => o.account_type === 'organization';

/** POST /api/auth/signup/ — the site's payload, with the same rules and messages as its forms (spec §5, §7). */
export class SignupDto {
  @IsIn(['personal', 'organization'], { message: MSG.accountType })
  account_type: AccountType;

  @Trim() @MinLength(2, { message: MSG.firstName }) @MaxLength(100, { message: MSG.tooLong('First name', 100) })
  first_name: string;

  @IsOptional() @Trim() @MaxLength(100, { message: MSG.tooLong('Middle name', 100) })
  middle_name?: string;

  @Trim() @MinLength(2, { message: MSG.lastName }) @MaxLength(100, { message: MSG.tooLong('Last name', 100) })
  last_name: string;

  @NormalizeEmail()
  @IsEmail({}, { message: MSG.email })
  @MaxLength(254, { message: MSG.email })
  @EmailMatchesWebsite('organization_website', (o) => o.account_type === 'organization', { message: MSG.emailDomain })
  email: string;

  @Trim() @MinLength(10, { message: MSG.phone }) @MaxLength(32, { message: MSG.tooLong('Phone number', 32) })
  phone: string;

  @IsIn(COUNTRY_CODES, { message: MSG.country })
  country: string;

  @MinLength(8, { message: MSG.password }) @MaxLength(128, { message: MSG.passwordTooLong })
  password: string;

  @SameAs('password', { message: MSG.passwordsDontMatch })
  password_confirm: string;

  @ValidateIf(isOrganization)
  @Trim() @MinLength(2, { message: MSG.organizationName }) @MaxLength(200, { message: MSG.tooLong('Organization name', 200) })
  organization_name?: string;

  @ValidateIf(isOrganization)
  @Trim() @IsWebsite({ message: MSG.organizationWebsite }) @MaxLength(500, { message: MSG.organizationWebsite })
  organization_website?: string;

  @IsOptional() @Trim() @MaxLength(2000, { message: MSG.tooLong('Description', 2000) })
  organization_description?: string;

  @IsOptional() @Trim() @MaxLength(100, { message: MSG.tooLong('Role', 100) })
  role_in_organization?: string = DEFAULT_ROLE_IN_ORGANIZATION;
}
