import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A queued message: sent at once when possible, retried with backoff when the mail server fails. */
@Entity('mail_outbox')
export class OutboxMail {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('text') kind: string;
  @Column('text') recipient: string;
  @Column('text') subject: string;
  /** Encrypted while a sensitive message waits (SealedBody), blank once it is sent or given up. */
  @Column('text', { name: 'text_body' }) textBody: string;
  @Column('text', { name: 'reply_to', nullable: true }) replyTo: string | null;
  /** The body carries a secret (a sign-in link, a reset code). */
  @Column('boolean') sensitive: boolean;
  @Column('text') status: 'pending' | 'sent' | 'failed';
  @Column('integer') attempts: number;
  @Column('text', { name: 'last_error', nullable: true }) lastError: string | null;
  @Column('timestamptz', { name: 'next_attempt_at' }) nextAttemptAt: Date;
  @Column('timestamptz', { name: 'sent_at', nullable: true }) sentAt: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
