import { Logger } from '@nestjs/common';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailTransport, OutgoingMail } from './outgoing-mail.js';

/**
 * Without SMTP_URL, each message becomes DATA_DIR/outbox/<time>-<kind>.eml and, outside production, its link or
 * code is logged, so someone running `npm start` can finish signup and password reset without a mail server.
 * The folder is the recipients' mailbox: it keeps whole messages, secrets included, the way an inbox does.
 */
export class FileOutboxTransport implements MailTransport {
  readonly description: string;
  private readonly logger = new Logger('Mail');
  private readonly composer: Transporter;

  constructor(
    private readonly dir: string,
    private readonly from: string,
    private readonly printNotices: boolean,
  ) {
    this.description = `files in ${dir}`;
    this.composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(mail: OutgoingMail): Promise<void> {
    const info = await this.composer.sendMail({
      from: this.from,
      to: mail.to,
      replyTo: mail.replyTo ?? undefined,
      subject: mail.subject,
      text: mail.text,
    });
    await mkdir(this.dir, { recursive: true });
    const file = join(this.dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.kind}-${randomSuffix()}.eml`);
    // Written aside, then renamed: whoever watches the folder never reads half a message.
    await writeFile(`${file}.part`, info.message as Buffer);
    await rename(`${file}.part`, file);
    const notice = this.printNotices && mail.notice ? ` — ${mail.notice}` : '';
    this.logger.log(`Mail "${mail.subject}" to ${mail.to} written to ${file}${notice}`);
  }
}

function randomSuffix(): string {
  return Math.random().toString(36).slice(2, 8);
}
