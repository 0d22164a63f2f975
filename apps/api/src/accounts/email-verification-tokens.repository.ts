import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { returning } from '../database/returning.js';
import { EmailVerificationToken } from './email-verification-token.entity.js';

/** Single-use email verification links (their token hashes): every statement about them. */
@Injectable()
export class EmailVerificationTokensRepository {
  constructor(@InjectRepository(EmailVerificationToken) private readonly tokens: Repository<EmailVerificationToken>) {}

  /** A new link for the user; older ones are retired. */
  async replace(userId: string, tokenHash: string, ttlSeconds: number): Promise<void> {
    await this.tokens.manager.transaction(async (tx) => {
      await tx.query(`UPDATE email_verification_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [userId]);
      await tx.query(`INSERT INTO email_verification_tokens (user_id, token_hash, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`, [
        userId,
        tokenHash,
        ttlSeconds,
      ]);
    });
  }

  /** Spends a live token; its user's id, or null when it is unknown, spent or expired. */
  async spend(tokenHash: string): Promise<string | null> {
    const [spent] = await returning<{ user_id: string }>(
      this.tokens.manager,
      `UPDATE email_verification_tokens SET used_at = now()
        WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
      [tokenHash],
    );
    return spent?.user_id ?? null;
  }
}
