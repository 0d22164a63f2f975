import { Inject, Injectable, Logger } from '@nestjs/common';
import { backoff } from '@pagewise/protocol/backoff';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { MAIL_TRANSPORT, type MailTransport, type OutgoingMail } from './outgoing-mail.js';
import { SealedBody } from './sealed-body.js';
import { type Claimed, LeaseQueue } from '../database/lease-queue.js';

/** Attempts before a message is marked failed; the waits between them grow about 30 s, 1 min, 2 min, 4 min. */
export const MAX_MAIL_ATTEMPTS = 5;
const FIRST_WAIT_MS = 30_000;
const LONGEST_WAIT_MS = 10 * 60_000;
/** A claimed row is not picked up again by another process for this long, even if its sender died. */
const LEASE_MS = 120_000;

type ClaimedRow = Claimed<{
  kind: string;
  recipient: string;
  subject: string;
  text_body: string;
  reply_to: string | null;
  sensitive: boolean;
}>;

/** What stays of a message with a secret once it is sent or given up: who, when, what kind — not the body. */
const BODY_AFTER = `text_body = CASE WHEN sensitive THEN '' ELSE text_body END`;

/**
 * Every message is written to mail_outbox first, then sent without making the caller wait. A failed send is
 * retried by MailRetryWorker; rows are claimed through a LeaseQueue so several API processes never send one twice.
 * A message marked sensitive (a link or a code in its body) is stored encrypted and blanked once it is sent or
 * given up; log lines name a message by its kind and recipient, never by its subject or body.
 */
@Injectable()
export class MailOutboxService {
  private readonly logger = new Logger('Mail');
  /** Notices of messages not yet sent, so the file transport can log them when it writes them. */
  private readonly notices = new Map<string, string>();

  private readonly sealed: SealedBody;
  private readonly queue: LeaseQueue<ClaimedRow>;

  constructor(
    private readonly db: DataSource,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.sealed = new SealedBody(config.auth.jwtSecret.reveal());
    this.queue = new LeaseQueue(db, {
      table: 'mail_outbox',
      columns: ['kind', 'recipient', 'subject', 'text_body', 'reply_to', 'sensitive'],
      leaseMs: LEASE_MS,
    });
  }

  /** Queues the message and starts sending it; resolves once it is safely stored. */
  async enqueue(mail: OutgoingMail): Promise<string> {
    const [row] = await this.db.query(
      `INSERT INTO mail_outbox (kind, recipient, subject, text_body, reply_to, sensitive) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [mail.kind, mail.to, mail.subject, mail.sensitive ? this.sealed.seal(mail.text) : mail.text, mail.replyTo ?? null, mail.sensitive === true],
    );
    if (mail.notice) this.notices.set(row.id, mail.notice);
    void this.deliver('id = $3', [row.id]).catch((error: unknown) =>
      this.logger.error(`Mail delivery crashed: ${error instanceof Error ? error.message : String(error)}`),
    );
    return row.id;
  }

  /** Sends every message whose next attempt is due; returns how many were sent. */
  async flushDue(limit = 20): Promise<number> {
    return this.deliver('TRUE', [], limit);
  }

  private async deliver(where: string, params: unknown[], limit = 1): Promise<number> {
    const rows = await this.queue.claim(limit, where, params);
    let sent = 0;
    for (const row of rows) if (await this.sendOne(row)) sent++;
    return sent;
  }

  private async sendOne(row: ClaimedRow): Promise<boolean> {
    const text = row.sensitive ? this.sealed.open(row.text_body) : row.text_body;
    if (text === null) {
      // Sealed under another JWT_SECRET: it can never be sent. The person asks for a new link or code.
      await this.queue.settle(row, { status: 'failed', error: 'The message was sealed with an earlier JWT_SECRET and cannot be read.', set: BODY_AFTER });
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
      await this.queue.settle(row, { status: 'sent', set: `sent_at = now(), ${BODY_AFTER}` });
      return true;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const final = row.attempts >= MAX_MAIL_ATTEMPTS;
      const waitMs = backoff(row.attempts, FIRST_WAIT_MS, LONGEST_WAIT_MS);
      const wait = Math.round(waitMs / 1000);
      // Only while this attempt is still the latest claim: a stale sender never overwrites a newer outcome.
      await this.queue.settle(row, { status: final ? 'failed' : 'pending', retryInMs: waitMs, error: reason.slice(0, 500), set: final ? BODY_AFTER : undefined });
      if (final) this.notices.delete(row.id);
      this.logger.warn(
        `Sending a ${row.kind} mail to ${row.recipient} failed (attempt ${row.attempts} of ${MAX_MAIL_ATTEMPTS}): ${reason}` +
          (final ? '; giving up.' : `; retrying in ${wait} s.`),
      );
      return false;
    }
  }
}
