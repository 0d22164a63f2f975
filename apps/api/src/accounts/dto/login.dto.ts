import { IsEmail } from 'class-validator';
import { MSG } from '../account-messages.js';
import { NormalizeEmail, TextLength } from './field-rules.js';

/** POST /api/auth/login/ — the credentials are the email and password given at signup. */
export class LoginDto {
  @NormalizeEmail() @IsEmail({}, { message: MSG.email })
  email: string;

  @TextLength(1, 128, 'Please enter your password', MSG.badCredentials)
  password: string;
}
