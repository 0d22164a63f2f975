import { IsEmail, MaxLength, MinLength } from 'class-validator';
import { MSG } from '../account-messages.js';
import { NormalizeEmail } from './field-rules.js';

/** POST /api/auth/login/ — the credentials are the email and password given at signup. */
export class LoginDto {
  @NormalizeEmail() @IsEmail({}, { message: MSG.email })
  email: string;

  @MinLength(1, { message: 'Please enter your password' }) @MaxLength(128, { message: MSG.badCredentials })
  password: string;
}
