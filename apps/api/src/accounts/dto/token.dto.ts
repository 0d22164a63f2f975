import { MaxLength, MinLength } from 'class-validator';
import { MSG } from '../account-messages.js';
import { Trim } from './field-rules.js';

/** POST /api/auth/verify-email/ */
export class TokenDto {
  @Trim() @MinLength(1, { message: MSG.noToken }) @MaxLength(200, { message: MSG.badToken })
  token: string;
}
