/** One message to send. `notice` is the line worth printing when mail is only written to disk (a link, a code). */
export interface OutgoingMail {
  /** What the message is for, e.g. 'verify-email'; kept with the queued row for operators and in log lines. */
  kind: string;
  to: string;
  /** Never a secret: subjects show in mail lists, notifications and log lines. */
  subject: string;
  text: string;
  replyTo?: string | null;
  notice?: string;
  /**
   * The body carries a secret (a sign-in link, a reset code): it is stored encrypted while the message waits
   * and blanked once it is sent or given up.
   */
  sensitive?: boolean;
}

/** Delivers one message or throws; the outbox retries what throws. */
export interface MailTransport {
  readonly description: string;
  send(mail: OutgoingMail): Promise<void>;
  close?(): void;
}

export const MAIL_TRANSPORT = Symbol('MailTransport');
