import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One signed-in browser. Its refresh tokens form a family: reusing a spent one revokes the whole session. */
@Entity('auth_sessions')
export class AuthSession {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('uuid', { name: 'user_id' }) userId: string;
  @Column('text', { nullable: true }) ip: string | null;
  @Column('text', { name: 'user_agent', nullable: true }) userAgent: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column('timestamptz', { name: 'expires_at' }) expiresAt: Date;
  @Column('timestamptz', { name: 'revoked_at', nullable: true }) revokedAt: Date | null;
  @Column('text', { name: 'revoked_reason', nullable: true }) revokedReason: string | null;
}
