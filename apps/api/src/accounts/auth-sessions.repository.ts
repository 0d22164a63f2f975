import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { returning } from '../database/returning.js';
import { AuthSession } from './auth-session.entity.js';

export interface RefreshTokenRow {
  id: string;
  session_id: string;
  user_id: string;
  used_at: Date | null;
  expired: boolean;
  revoked_at: Date | null;
}

/** Sign-in sessions and their refresh tokens (one family per session): every statement about them. */
@Injectable()
export class AuthSessionsRepository {
  constructor(@InjectRepository(AuthSession) private readonly sessions: Repository<AuthSession>) {}

  async open(userId: string, client: { ip: string | null; userAgent: string | null }, ttlDays: number): Promise<string> {
    const [session] = await returning<{ id: string }>(
      this.sessions.manager,
      `INSERT INTO auth_sessions (user_id, ip, user_agent, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(days => $4)) RETURNING id`,
      [userId, client.ip, client.userAgent?.slice(0, 300) ?? null, ttlDays],
    );
    return session.id;
  }

  async addRefreshToken(sessionId: string, tokenHash: string, ttlDays: number): Promise<void> {
    await this.sessions.query(`INSERT INTO refresh_tokens (session_id, token_hash, expires_at) VALUES ($1, $2, now() + make_interval(days => $3))`, [
      sessionId,
      tokenHash,
      ttlDays,
    ]);
  }

  async refreshToken(tokenHash: string): Promise<RefreshTokenRow | null> {
    const [row] = await this.sessions.query(
      `SELECT t.id, t.session_id, t.used_at, t.expires_at < now() AS expired, s.user_id, s.revoked_at
         FROM refresh_tokens t JOIN auth_sessions s ON s.id = t.session_id WHERE t.token_hash = $1`,
      [tokenHash],
    );
    return row ?? null;
  }

  /** false when another request spent the token first. */
  async spendRefreshToken(id: string): Promise<boolean> {
    const spent = await returning(this.sessions.manager, `UPDATE refresh_tokens SET used_at = now() WHERE id = $1 AND used_at IS NULL RETURNING id`, [id]);
    return spent.length > 0;
  }

  async extend(sessionId: string, ttlDays: number): Promise<void> {
    await this.sessions.query(`UPDATE auth_sessions SET expires_at = now() + make_interval(days => $2) WHERE id = $1`, [sessionId, ttlDays]);
  }

  async isLive(sessionId: string, userId: string): Promise<boolean> {
    const [live] = await this.sessions.query(`SELECT 1 FROM auth_sessions WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL AND expires_at > now()`, [
      sessionId,
      userId,
    ]);
    return Boolean(live);
  }

  async sessionOfRefreshToken(tokenHash: string): Promise<string | null> {
    const [row] = await this.sessions.query(`SELECT session_id FROM refresh_tokens WHERE token_hash = $1`, [tokenHash]);
    return row?.session_id ?? null;
  }

  async revoke(sessionId: string, reason: string): Promise<void> {
    await this.sessions.query(`UPDATE auth_sessions SET revoked_at = now(), revoked_reason = $2 WHERE id = $1 AND revoked_at IS NULL`, [sessionId, reason]);
  }

  /** Every live session of the user, but `keepSessionId` when given. */
  async revokeAllOf(userId: string, reason: string, keepSessionId?: string): Promise<void> {
    await this.sessions.query(
      `UPDATE auth_sessions SET revoked_at = now(), revoked_reason = $2
        WHERE user_id = $1 AND revoked_at IS NULL AND ($3::uuid IS NULL OR id <> $3::uuid)`,
      [userId, reason, keepSessionId ?? null],
    );
  }
}
