import { MSG } from '../account-messages.js';
import { SameAs, TextLength } from './field-rules.js';

/** POST /api/auth/change-password/ — the new password follows signup's rules and messages. */
export class ChangePasswordDto {
  /** No stored password is longer than signup allows, so a longer one is simply wrong. */
  @TextLength(1, 128, MSG.currentPasswordRequired, MSG.currentPasswordWrong)
  current_password: string;

  @TextLength(8, 128, MSG.password, MSG.passwordTooLong)
  new_password: string;

  @SameAs('new_password', { message: MSG.passwordsDontMatch })
  confirm_password: string;
}
