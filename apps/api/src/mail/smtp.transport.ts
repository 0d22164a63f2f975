import nodemailer, { type Transporter } from 'nodemailer';
import type { MailTransport, OutgoingMail } from './outgoing-mail.js';

/** Sends through the SMTP server of SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export class SmtpTransport implements MailTransport {
  readonly description: string;
  private readonly transporter: Transporter;

  constructor(smtpUrl: string, private readonly from: string) {
    this.description = `SMTP ${new URL(smtpUrl).host}`;
    this.transporter = nodemailer.createTransport(smtpUrl, { connectionTimeout: 10_000, socketTimeout: 20_000 } as never);
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transporter.sendMail({
      from: this.from,
      to: mail.to,
      replyTo: mail.replyTo ?? undefined,
      subject: mail.subject,
      text: mail.text,
    });
  }

  close(): void {
    this.transporter.close();
  }
}
