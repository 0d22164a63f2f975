import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { returning } from '../database/returning.js';
import { PasswordResetCode } from './password-reset-code.entity.js';

export interface LiveCode {
  id: string;
  user_id: string | null;
  code_hash: string;
  attempts: number;
  expired: boolean;
  verified: boolean;
}

/** The mailed password-reset codes, keyed by a hash of the address: every statement about them. */
@Injectable()
export class PasswordResetCodesRepository {
  constructor(@InjectRepository(PasswordResetCode) private readonly codes: Repository<PasswordResetCode>) {}

  /** A new code for the address; the previous one is retired. */
  async replace(emailKey: string, userId: string | null, codeHash: string, ttlSeconds: number): Promise<void> {
    await this.codes.manager.transaction(async (tx) => {
      await tx.query(`UPDATE password_reset_codes SET used_at = now() WHERE email_key = $1 AND used_at IS NULL`, [emailKey]);
      await tx.query(
        `INSERT INTO password_reset_codes (user_id, email_key, code_hash, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
        [userId, emailKey, codeHash, ttlSeconds],
      );
    });
  }

  /** The address's latest unspent code, expired or not. */
  async latest(emailKey: string): Promise<LiveCode | null> {
    const [code] = await this.codes.query(
      `SELECT id, user_id, code_hash, attempts, expires_at <= now() AS expired, verified_at IS NOT NULL AS verified
         FROM password_reset_codes WHERE email_key = $1 AND used_at IS NULL ORDER BY created_at DESC LIMIT 1`,
      [emailKey],
    );
    return code ?? null;
  }

  /** Takes one of the `max` attempts atomically; the attempts used so far, or null when none is left. */
  async reserveAttempt(id: string, max: number): Promise<number | null> {
    const [reserved] = await returning<{ attempts: number }>(
      this.codes.manager,
      `UPDATE password_reset_codes SET attempts = attempts + 1 WHERE id = $1 AND attempts < $2 RETURNING attempts`,
      [id, max],
    );
    return reserved?.attempts ?? null;
  }

  async returnAttempt(id: string): Promise<void> {
    await this.codes.query(`UPDATE password_reset_codes SET attempts = attempts - 1 WHERE id = $1`, [id]);
  }

  /** A verified code stays usable for at least `windowSeconds` to set the new password. */
  async markVerified(id: string, windowSeconds: number): Promise<void> {
    await this.codes.query(
      `UPDATE password_reset_codes SET verified_at = now(), expires_at = greatest(expires_at, now() + make_interval(secs => $2))
        WHERE id = $1`,
      [id, windowSeconds],
    );
  }

  /** false when it was spent already. */
  async spend(id: string): Promise<boolean> {
    const spent = await returning(this.codes.manager, `UPDATE password_reset_codes SET used_at = now() WHERE id = $1 AND used_at IS NULL RETURNING id`, [id]);
    return spent.length > 0;
  }
}
