import { IsEmail, IsIn, IsOptional, ValidateIf } from 'class-validator';
import { COUNTRY_CODES, DEFAULT_ROLE_IN_ORGANIZATION } from '../account-constants.js';
import { MSG } from '../account-messages.js';
import type { AccountType } from '../user.entity.js';
import { EmailMatchesWebsite, IsWebsite, MaxText, NormalizeEmail, SameAs, TextLength, Trim } from './field-rules.js';

const isOrganization = (o: SignupDto) => o.account_type === 'organization';

/** POST /api/auth/signup/ — the site's payload, with the same rules and messages as its forms (docs/accounts.md). */
export class SignupDto {
  @IsIn(['personal', 'organization'], { message: MSG.accountType })
  account_type: AccountType;

  @Trim() @TextLength(2, 100, MSG.firstName, MSG.tooLong('First name', 100))
  first_name: string;

  @IsOptional() @Trim() @MaxText(100, MSG.tooLong('Middle name', 100))
  middle_name?: string;

  @Trim() @TextLength(2, 100, MSG.lastName, MSG.tooLong('Last name', 100))
  last_name: string;

  @NormalizeEmail()
  @IsEmail({}, { message: MSG.email })
 
  @EmailMatchesWebsite('organization_website', (o) => o.account_type === 'organization', { message: MSG.emailDomain })
  email: string;

  @Trim() @TextLength(10, 32, MSG.phone, MSG.tooLong('Phone number', 32))
  phone: string;

  @IsIn(COUNTRY_CODES, { message: MSG.country })
  country: string;

  @TextLength(8, 128, MSG.password, MSG.passwordTooLong)
  password: string;

  @SameAs('password', { message: MSG.passwordsDontMatch })
  password_confirm: string;

  @ValidateIf(isOrganization)
  @Trim() @TextLength(2, 200, MSG.organizationName, MSG.tooLong('Organization name', 200))
  organization_name?: string;

  @ValidateIf(isOrganization)
  @Trim() @IsWebsite({ message: MSG.organizationWebsite })
  organization_website?: string;

  @IsOptional() @Trim() @MaxText(2000, MSG.tooLong('Description', 2000))
  organization_description?: string;

  @IsOptional() @Trim() @MaxText(100, MSG.tooLong('Role', 100))
  role_in_organization?: string = DEFAULT_ROLE_IN_ORGANIZATION;
}
