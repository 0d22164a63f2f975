import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { DomainError } from '../common/errors/domain-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { MSG } from './account-messages.js';
import { AuthSessionsRepository } from './auth-sessions.repository.js';
import { hashToken, newOpaqueToken } from './secret-tokens.js';

export interface IssuedSession {
  sessionId: string;
  userId: string;
  accessToken: string;
  refreshToken: string;
}

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

interface AccessClaims {
  sub: string;
  sid: string;
}

/**
 * Short-lived access JWTs plus rotating opaque refresh tokens. Each refresh spends its token and issues the next;
 * presenting a spent token means it was copied, so the whole session (every token of the family) is revoked.
 */
@Injectable()
export class SessionsService {
  constructor(
    private readonly store: AuthSessionsRepository,
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async start(userId: string, client: ClientInfo): Promise<IssuedSession> {
    const sessionId = await this.store.open(userId, client, this.config.auth.refreshTokenTtlDays);
    return this.issue(sessionId, userId);
  }

  async refresh(refreshToken: string | undefined): Promise<IssuedSession> {
    if (!refreshToken) throw sessionExpired();
    const row = await this.store.refreshToken(hashToken(refreshToken));
    if (!row || row.revoked_at || row.expired) throw sessionExpired();
    // A spent token presented again, or spent a moment ago by another request: two holders of one token.
    if (row.used_at || !(await this.store.spendRefreshToken(row.id))) {
      await this.revoke(row.session_id, 'refresh_token_reuse');
      throw sessionExpired();
    }
    await this.store.extend(row.session_id, this.config.auth.refreshTokenTtlDays);
    return this.issue(row.session_id, row.user_id);
  }

  /** The signed-in user and session of an access token, or null when it is missing, invalid, expired or revoked. */
  async authenticate(accessToken: string | undefined): Promise<{ userId: string; sessionId: string } | null> {
    if (!accessToken) return null;
    let claims: AccessClaims;
    try {
      claims = await this.jwt.verifyAsync<AccessClaims>(accessToken);
    } catch {
      return null;
    }
    return (await this.store.isLive(claims.sid, claims.sub)) ? { userId: claims.sub, sessionId: claims.sid } : null;
  }

  /** The session a refresh token belongs to (used by logout when the access token has already expired). */
  async sessionOfRefreshToken(refreshToken: string | undefined): Promise<string | null> {
    return refreshToken ? this.store.sessionOfRefreshToken(hashToken(refreshToken)) : null;
  }

  revoke(sessionId: string, reason: string): Promise<void> {
    return this.store.revoke(sessionId, reason);
  }

  revokeAllOf(userId: string, reason: string): Promise<void> {
    return this.store.revokeAllOf(userId, reason);
  }

  /** Every other session of the user (a password change keeps the one it was made in). */
  revokeOthersOf(userId: string, keepSessionId: string, reason: string): Promise<void> {
    return this.store.revokeAllOf(userId, reason, keepSessionId);
  }

  private async issue(sessionId: string, userId: string): Promise<IssuedSession> {
    const refreshToken = newOpaqueToken();
    await this.store.addRefreshToken(sessionId, hashToken(refreshToken), this.config.auth.refreshTokenTtlDays);
    const accessToken = await this.jwt.signAsync({ sub: userId, sid: sessionId } satisfies AccessClaims);
    return { sessionId, userId, accessToken, refreshToken };
  }
}

function sessionExpired(): DomainError {
  return new DomainError('session_expired', MSG.sessionExpired);
}
