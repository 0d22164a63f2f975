import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A 6-digit password-reset code (stored as an HMAC), valid 300 s, dead after 5 wrong attempts. Found by an HMAC
 * of the email address; an address without an account has codes too (no user, a hash nothing matches).
 */
@Entity('password_reset_codes')
export class PasswordResetCode {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('uuid', { name: 'user_id', nullable: true }) userId: string | null;
  @Column('text', { name: 'email_key' }) emailKey: string;
  @Column('text', { name: 'code_hash' }) codeHash: string;
  @Column('integer') attempts: number;
  @Column('timestamptz', { name: 'expires_at' }) expiresAt: Date;
  @Column('timestamptz', { name: 'verified_at', nullable: true }) verifiedAt: Date | null;
  @Column('timestamptz', { name: 'used_at', nullable: true }) usedAt: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
