import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { EmailVerificationToken } from './email-verification-token.entity.js';

/** Single-use email verification links (their token hashes): every statement about them. */
@Injectable()
export class EmailVerificationTokensRepository {
  constructor(@InjectRepository(EmailVerificationToken) private readonly tokens: Repository<EmailVerificationToken>) {}

  /**
   * A new link for the user. Older links stay valid until their own expiry: a person who asked for a new link
   * may still open the first mail, and that must work (docs/accounts.md, "Verification links").
   */
  async add(userId: string, tokenHash: string, ttlSeconds: number): Promise<void> {
    await this.tokens.query(`INSERT INTO email_verification_tokens (user_id, token_hash, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`, [
      userId,
      tokenHash,
      ttlSeconds,
    ]);
  }

  /**
   * Spends a live token and retires the user's other links with it, so that a second mail cannot sign anyone in
   * once the address is verified; the user's id, or null when the token is unknown, spent or expired.
   */
  async spend(tokenHash: string): Promise<string | null> {
    const [spent] = await this.tokens.manager.query(
      `WITH spent AS (
         UPDATE email_verification_tokens SET used_at = now()
          WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id),
       others AS (
         UPDATE email_verification_tokens t SET used_at = now() FROM spent
          WHERE t.user_id = spent.user_id AND t.used_at IS NULL AND t.token_hash <> $1 RETURNING t.id)
       SELECT user_id FROM spent`,
      [tokenHash],
    );
    return (spent as { user_id: string } | undefined)?.user_id ?? null;
  }

  /** A token that could not be spent: whose it was, and whether it had expired (null when unknown). */
  async lookup(tokenHash: string): Promise<{ userId: string; expired: boolean } | null> {
    const [row] = await this.tokens.query(`SELECT user_id, expires_at <= now() AS expired FROM email_verification_tokens WHERE token_hash = $1`, [tokenHash]);
    return row ? { userId: row.user_id, expired: row.expired } : null;
  }
}
