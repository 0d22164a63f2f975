import { Injectable } from '@nestjs/common';
import { FieldValidationError } from '../common/errors/domain-error.js';
import { MSG } from './account-messages.js';
import type { ChangePasswordDto } from './dto/change-password.dto.js';
import type { SignedIn } from './guards/session.guard.js';
import { PasswordHasher } from './password-hasher.js';
import { SessionsService } from './sessions.service.js';
import { UsersRepository } from './users.repository.js';

/** A signed-in user changes their password, or signs out everywhere (docs/accounts.md). */
@Injectable()
export class PasswordChangeService {
  constructor(
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionsService,
  ) {}

  /** Checks the current password, stores the new one and ends every other session; this one stays signed in. */
  async change(signedIn: SignedIn, input: ChangePasswordDto): Promise<{ message: string }> {
    const hash = await this.users.passwordHashOf(signedIn.userId);
    if (!hash || !(await this.hasher.verify(hash, input.current_password))) {
      throw new FieldValidationError({ current_password: [MSG.currentPasswordWrong] });
    }
    if (input.new_password === input.current_password) throw new FieldValidationError({ new_password: [MSG.passwordUnchanged] });
    const newHash = await this.hasher.hash(input.new_password);
    await this.users.setPassword(signedIn.userId, newHash);
    await this.sessions.revokeOthersOf(signedIn.userId, signedIn.sessionId, 'password_changed');
    return { message: MSG.passwordChanged };
  }

  /** Every session of the user, this one included; their refresh tokens die with them. */
  async logoutEverywhere(signedIn: SignedIn): Promise<{ message: string }> {
    await this.sessions.revokeAllOf(signedIn.userId, 'logout_all');
    return { message: MSG.loggedOutEverywhere };
  }
}
