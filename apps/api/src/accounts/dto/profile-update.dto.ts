import { Allow, IsIn, IsOptional, MaxLength, MinLength } from 'class-validator';
import { COUNTRY_CODES } from '../account-constants.js';
import { MSG } from '../account-messages.js';
import { IsWebsite, Trim } from './field-rules.js';

/**
 * PATCH /api/auth/profile/ — any subset of the signup fields, with the signup rules. Email and password are
 * accepted only to be refused with a clear message (email: when it differs; password: always).
 */
export class ProfileUpdateDto {
  @IsOptional() @Trim() @MinLength(2, { message: MSG.firstName }) @MaxLength(100, { message: MSG.tooLong('First name', 100) })
  first_name?: string;

  @IsOptional() @Trim() @MaxLength(100, { message: MSG.tooLong('Middle name', 100) })
  middle_name?: string;

  @IsOptional() @Trim() @MinLength(2, { message: MSG.lastName }) @MaxLength(100, { message: MSG.tooLong('Last name', 100) })
  last_name?: string;

  @IsOptional() @Trim() @MinLength(10, { message: MSG.phone }) @MaxLength(32, { message: MSG.tooLong('Phone number', 32) })
  phone?: string;

  @IsOptional() @IsIn(COUNTRY_CODES, { message: MSG.country })
  country?: string;

  @IsOptional() @Trim() @MinLength(2, { message: MSG.organizationName }) @MaxLength(200, { message: MSG.tooLong('Organization name', 200) })
  organization_name?: string;

  @IsOptional() @Trim() @IsWebsite({ message: MSG.organizationWebsite }) @MaxLength(500, { message: MSG.organizationWebsite })
  organization_website?: string;

  @IsOptional() @Trim() @MaxLength(2000, { message: MSG.tooLong('Description', 2000) })
  organization_description?: string;

  @IsOptional() @Trim() @MaxLength(100, { message: MSG.tooLong('Role', 100) })
  role_in_organization?: string;

  @Allow() email?: unknown;
  @Allow() password?: unknown;
  @Allow() new_password?: unknown;
}
