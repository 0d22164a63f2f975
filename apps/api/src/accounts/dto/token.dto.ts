import { MSG } from '../account-messages.js';
import { TextLength, Trim } from './field-rules.js';

/** POST /api/auth/verify-email/ */
export class TokenDto {
  @Trim() @TextLength(1, 200, MSG.noToken, MSG.badToken)
  token: string;
}
