import { Injectable } from '@nestjs/common';
import { DomainError } from '../common/errors/domain-error.js';
import type { ErrorCode } from '../common/errors/error-codes.js';
import { MSG } from './account-messages.js';
import type { LoginDto } from './dto/login.dto.js';
import { PasswordHasher } from './password-hasher.js';
import { type ClientInfo, type IssuedSession, SessionsService } from './sessions.service.js';
import { UsersRepository } from './users.repository.js';

/**
 * Wrong credentials answer 400, not 401: the site treats any 401 as an expired session and tries a refresh.
 * The same sentence (and the same argon2 work) whether or not the email has an account.
 */
export class LoginRefused extends DomainError {
  constructor(message: string, code: Extract<ErrorCode, 'invalid_credentials' | 'email_not_verified'>) {
    super(code, message, { details: { non_field_errors: [message] } });
  }
}

@Injectable()
export class LoginService {
  constructor(
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionsService,
  ) {}

  async login(input: LoginDto, client: ClientInfo): Promise<IssuedSession> {
    const user = await this.users.byEmailWithPassword(input.email);
    const ok = user ? await this.hasher.verify(user.passwordHash, input.password) : await this.hasher.verifyAgainstNothing(input.password);
    if (!user || !ok) throw new LoginRefused(MSG.badCredentials, 'invalid_credentials');
    // Only someone who knows the password learns that the address is unverified.
    if (!user.emailVerifiedAt) throw new LoginRefused(MSG.notVerified, 'email_not_verified');
    await this.users.markSignedIn(user.id);
    return this.sessions.start(user.id, client);
  }
}
