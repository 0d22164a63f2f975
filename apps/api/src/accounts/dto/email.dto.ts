import { IsEmail } from 'class-validator';
import { MSG } from '../account-messages.js';
import { NormalizeEmail } from './field-rules.js';

/** resend-verification/ and forgot-password/ take just an email. */
export class EmailDto {
  @NormalizeEmail() @IsEmail({}, { message: MSG.email })
  email: string;
}
