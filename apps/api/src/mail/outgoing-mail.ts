/** One message to send. `notice` is the line worth printing when mail is only written to disk (a link, a code). */
export interface OutgoingMail {
  /** What the message is for, e.g. 'verify-email'; kept with the queued row for operators. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  replyTo?: string | null;
  notice?: string;
}

/** Delivers one message or throws; the outbox retries what throws. */
export interface MailTransport {
  readonly description: string;
  send(mail: OutgoingMail): Promise<void>;
  close?(): void;
}

export const MAIL_TRANSPORT = Symbol('MailTransport');
