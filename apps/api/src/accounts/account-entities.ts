import { AuthSession } from './auth-session.entity.js';
import { EmailVerificationToken } from './email-verification-token.entity.js';
import { PasswordResetCode } from './password-reset-code.entity.js';
import { RefreshToken } from './refresh-token.entity.js';
import { User } from './user.entity.js';

/** The accounts tables, registered in src/entities.ts. */
export const ACCOUNT_ENTITIES = [User, AuthSession, RefreshToken, EmailVerificationToken, PasswordResetCode];
