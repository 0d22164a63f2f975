import { Allow, IsIn, IsOptional } from 'class-validator';
import { COUNTRY_CODES } from '../account-constants.js';
import { MSG } from '../account-messages.js';
import { IsWebsite, MaxText, TextLength, Trim } from './field-rules.js';

/**
 * PATCH /api/auth/profile/ — any subset of the signup fields, with the signup rules. Email and password are
 * accepted only to be refused with a clear message (email: when it differs; password: always).
 */
export class ProfileUpdateDto {
  @IsOptional() @Trim() @TextLength(2, 100, MSG.firstName, MSG.tooLong('First name', 100))
  first_name?: string;

  @IsOptional() @Trim() @MaxText(100, MSG.tooLong('Middle name', 100))
  middle_name?: string;

  @IsOptional() @Trim() @TextLength(2, 100, MSG.lastName, MSG.tooLong('Last name', 100))
  last_name?: string;

  @IsOptional() @Trim() @TextLength(10, 32, MSG.phone, MSG.tooLong('Phone number', 32))
  phone?: string;

  @IsOptional() @IsIn(COUNTRY_CODES, { message: MSG.country })
  country?: string;

  @IsOptional() @Trim() @TextLength(2, 200, MSG.organizationName, MSG.tooLong('Organization name', 200))
  organization_name?: string;

  @IsOptional() @Trim() @IsWebsite({ message: MSG.organizationWebsite })
  organization_website?: string;

  @IsOptional() @Trim() @MaxText(2000, MSG.tooLong('Description', 2000))
  organization_description?: string;

  @IsOptional() @Trim() @MaxText(100, MSG.tooLong('Role', 100))
  role_in_organization?: string;

  @Allow() email?: unknown;
  @Allow() password?: unknown;
  @Allow() new_password?: unknown;
}
