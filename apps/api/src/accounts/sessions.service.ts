import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { DataSource } from 'typeorm';
import { DomainError } from '../common/errors/domain-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { MSG } from './account-messages.js';
import { hashToken, newOpaqueToken } from './secret-tokens.js';
import { returning } from '../database/returning.js';

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
    private readonly db: DataSource,
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async start(userId: string, client: ClientInfo): Promise<IssuedSession> {
    const [session] = await this.db.query(
      `INSERT INTO auth_sessions (user_id, ip, user_agent, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(days => $4)) RETURNING id`,
      [userId, client.ip, client.userAgent?.slice(0, 300) ?? null, this.config.auth.refreshTokenTtlDays],
    );
    return this.issue(session.id, userId);
  }

  async refresh(refreshToken: string | undefined): Promise<IssuedSession> {
    if (!refreshToken) throw sessionExpired();
    const [row] = await this.db.query(
      `SELECT t.id, t.session_id, t.used_at, t.expires_at < now() AS expired, s.user_id, s.revoked_at
         FROM refresh_tokens t JOIN auth_sessions s ON s.id = t.session_id WHERE t.token_hash = $1`,
      [hashToken(refreshToken)],
    );
    if (!row || row.revoked_at || row.expired) throw sessionExpired();
    if (row.used_at) {
      await this.revoke(row.session_id, 'refresh_token_reuse');
      throw sessionExpired();
    }
    const spent = await returning(this.db, `UPDATE refresh_tokens SET used_at = now() WHERE id = $1 AND used_at IS NULL RETURNING id`, [row.id]);
    if (spent.length === 0) {
      // Another request spent it a moment ago: two holders of one token, treat as reuse.
      await this.revoke(row.session_id, 'refresh_token_reuse');
      throw sessionExpired();
    }
    await this.db.query(`UPDATE auth_sessions SET expires_at = now() + make_interval(days => $2) WHERE id = $1`, [
      row.session_id,
      this.config.auth.refreshTokenTtlDays,
    ]);
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
    const [live] = await this.db.query(
      `SELECT 1 FROM auth_sessions WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL AND expires_at > now()`,
      [claims.sid, claims.sub],
    );
    return live ? { userId: claims.sub, sessionId: claims.sid } : null;
  }

  /** The session a refresh token belongs to (used by logout when the access token has already expired). */
  async sessionOfRefreshToken(refreshToken: string | undefined): Promise<string | null> {
    if (!refreshToken) return null;
    const [row] = await this.db.query(`SELECT session_id FROM refresh_tokens WHERE token_hash = $1`, [hashToken(refreshToken)]);
    return row?.session_id ?? null;
  }

  async revoke(sessionId: string, reason: string): Promise<void> {
    await this.db.query(`UPDATE auth_sessions SET revoked_at = now(), revoked_reason = $2 WHERE id = $1 AND revoked_at IS NULL`, [
      sessionId,
      reason,
    ]);
  }

  async revokeAllOf(userId: string, reason: string): Promise<void> {
    await this.db.query(`UPDATE auth_sessions SET revoked_at = now(), revoked_reason = $2 WHERE user_id = $1 AND revoked_at IS NULL`, [
      userId,
      reason,
    ]);
  }

  /** Every other session of the user (a password change keeps the one it was made in). */
  async revokeOthersOf(userId: string, keepSessionId: string, reason: string): Promise<void> {
    await this.db.query(
      `UPDATE auth_sessions SET revoked_at = now(), revoked_reason = $3 WHERE user_id = $1 AND id <> $2 AND revoked_at IS NULL`,
      [userId, keepSessionId, reason],
    );
  }

  private async issue(sessionId: string, userId: string): Promise<IssuedSession> {
    const refreshToken = newOpaqueToken();
    await this.db.query(
      `INSERT INTO refresh_tokens (session_id, token_hash, expires_at) VALUES ($1, $2, now() + make_interval(days => $3))`,
      [sessionId, hashToken(refreshToken), this.config.auth.refreshTokenTtlDays],
    );
    const accessToken = await this.jwt.signAsync({ sub: userId, sid: sessionId } satisfies AccessClaims);
    return { sessionId, userId, accessToken, refreshToken };
  }
}

function sessionExpired(): DomainError {
  return new DomainError('session_expired', MSG.sessionExpired);
}
