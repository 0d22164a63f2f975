import { Inject, Injectable, Logger } from '@nestjs/common';
import { backoff } from '@pagewise/protocol/backoff';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { MAIL_TRANSPORT, type MailTransport, type OutgoingMail } from './outgoing-mail.js';
import { SealedBody } from './sealed-body.js';
import { returning } from '../database/returning.js';

/** Attempts before a message is marked failed; the waits between them grow about 30 s, 1 min, 2 min, 4 min. */
export const MAX_MAIL_ATTEMPTS = 5;
const FIRST_WAIT_MS = 30_000;
const LONGEST_WAIT_MS = 10 * 60_000;
/** A claimed row is not picked up again by another process for this long, even if its sender died. */
const LEASE_SECONDS = 120;

interface ClaimedRow {
  id: string;
  kind: string;
  recipient: string;
  subject: string;
  text_body: string;
  reply_to: string | null;
  attempts: number;
  sensitive: boolean;
}

/** What stays of a message with a secret once it is sent or given up: who, when, what kind — not the body. */
const BODY_AFTER = `text_body = CASE WHEN sensitive THEN '' ELSE text_body END`;

/**
 * Every message is written to mail_outbox first, then sent without making the caller wait. A failed send is
 * retried by MailRetryWorker; rows are claimed with SKIP LOCKED so several API processes never send one twice.
 * A message marked sensitive (a link or a code in its body) is stored encrypted and blanked once it is sent or
 * given up; log lines name a message by its kind and recipient, never by its subject or body.
 */
@Injectable()
export class MailOutboxService {
  private readonly logger = new Logger('Mail');
  /** Notices of messages not yet sent, so the file transport can log them when it writes them. */
  private readonly notices = new Map<string, string>();

  private readonly sealed: SealedBody;

  constructor(
    private readonly db: DataSource,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.sealed = new SealedBody(config.auth.jwtSecret.reveal());
  }

  /** Queues the message and starts sending it; resolves once it is safely stored. */
  async enqueue(mail: OutgoingMail): Promise<string> {
    const [row] = await this.db.query(
      `INSERT INTO mail_outbox (kind, recipient, subject, text_body, reply_to, sensitive) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [mail.kind, mail.to, mail.subject, mail.sensitive ? this.sealed.seal(mail.text) : mail.text, mail.replyTo ?? null, mail.sensitive === true],
    );
    if (mail.notice) this.notices.set(row.id, mail.notice);
    void this.deliver('id = $1', [row.id]).catch((error: unknown) =>
      this.logger.error(`Mail delivery crashed: ${error instanceof Error ? error.message : String(error)}`),
    );
    return row.id;
  }

  /** Sends every message whose next attempt is due; returns how many were sent. */
  async flushDue(limit = 20): Promise<number> {
    return this.deliver('TRUE', [], limit);
  }

  private async deliver(where: string, params: unknown[], limit = 1): Promise<number> {
    const rows = await returning<ClaimedRow>(
      this.db,
      `UPDATE mail_outbox SET attempts = attempts + 1, next_attempt_at = now() + interval '${LEASE_SECONDS} seconds'
        WHERE id IN (SELECT id FROM mail_outbox WHERE ${where} AND status = 'pending' AND next_attempt_at <= now()
                     ORDER BY next_attempt_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)
        RETURNING id, kind, recipient, subject, text_body, reply_to, attempts, sensitive`,
      params,
    );
    let sent = 0;
    for (const row of rows) if (await this.sendOne(row)) sent++;
    return sent;
  }

  private async sendOne(row: ClaimedRow): Promise<boolean> {
    const text = row.sensitive ? this.sealed.open(row.text_body) : row.text_body;
    if (text === null) {
      // Sealed under another JWT_SECRET: it can never be sent. The person asks for a new link or code.
      await this.db.query(
        `UPDATE mail_outbox SET status = 'failed', last_error = $2, ${BODY_AFTER} WHERE id = $1 AND attempts = $3 AND status = 'pending'`,
        [row.id, 'The message was sealed with an earlier JWT_SECRET and cannot be read.', row.attempts],
      );
      this.notices.delete(row.id);
      this.logger.warn(`Dropped a ${row.kind} mail to ${row.recipient}: it was sealed with an earlier JWT_SECRET.`);
      return false;
    }
    const mail: OutgoingMail = {
      kind: row.kind,
      to: row.recipient,
      subject: row.subject,
      text,
      replyTo: row.reply_to,
      notice: this.notices.get(row.id),
    };
    try {
      await this.transport.send(mail);
      this.notices.delete(row.id);
      await this.db.query(`UPDATE mail_outbox SET status = 'sent', sent_at = now(), last_error = NULL, ${BODY_AFTER} WHERE id = $1`, [row.id]);
      return true;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const final = row.attempts >= MAX_MAIL_ATTEMPTS;
      const wait = Math.round(backoff(row.attempts, FIRST_WAIT_MS, LONGEST_WAIT_MS) / 1000);
      await this.db.query(
        // Only while this attempt is still the latest claim: a stale sender never overwrites a newer outcome.
        `UPDATE mail_outbox SET status = $2, last_error = $3, next_attempt_at = now() + make_interval(secs => $4)${final ? `, ${BODY_AFTER}` : ''}
          WHERE id = $1 AND attempts = $5 AND status = 'pending'`,
        [row.id, final ? 'failed' : 'pending', reason.slice(0, 500), wait, row.attempts],
      );
      if (final) this.notices.delete(row.id);
      this.logger.warn(
        `Sending a ${row.kind} mail to ${row.recipient} failed (attempt ${row.attempts} of ${MAX_MAIL_ATTEMPTS}): ${reason}` +
          (final ? '; giving up.' : `; retrying in ${wait} s.`),
      );
      return false;
    }
  }
}
