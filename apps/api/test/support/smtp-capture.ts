import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  from: string;
  to: string[];
  subject: string;
  replyTo: string | null;
  /** The decoded text/plain body. */
  text: string;
  raw: string;
}

/**
 * A real SMTP server in the test process (no TLS, no auth) that keeps every message it receives.
 * `failNext(n)` makes the next n messages fail with a 451, to exercise retries.
 */
export class SmtpCapture {
  readonly messages: CapturedMail[] = [];
  private failures = 0;
  private server: SMTPServer;
  port = 0;

  /** `port` restarts a server where an app already points (an SMTP outage and its end). */
  static async start(port = 0): Promise<SmtpCapture> {
    const capture = new SmtpCapture();
    await capture.listen(port);
    return capture;
  }

  private constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          if (this.failures > 0) {
            this.failures--;
            const error = Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 });
            return callback(error);
          }
          const raw = Buffer.concat(chunks).toString('utf8');
          this.messages.push(parseMail(raw, session.envelope.rcptTo.map((r) => r.address), session.envelope.mailFrom ? session.envelope.mailFrom.address : ''));
          callback();
        });
      },
    });
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  failNext(count: number): void {
    this.failures = count;
  }

  /** Waits for the first message (in arrival order) that matches, polling; fails after `timeoutMs`. */
  async waitFor(match: (mail: CapturedMail) => boolean, timeoutMs = 10_000): Promise<CapturedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find(match);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`No matching mail arrived in ${timeoutMs} ms (got ${this.messages.length}).`);
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  to(address: string): CapturedMail[] {
    return this.messages.filter((m) => m.to.includes(address));
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private listen(port: number): Promise<void> {
    return new Promise((resolve) => {
      this.server.listen(port, '127.0.0.1', () => {
        this.port = (this.server.server.address() as AddressInfo).port;
        resolve();
      });
    });
  }
}

/** Enough MIME for what the API sends: single-part text, 7bit / quoted-printable / base64. */
export function parseMail(raw: string, to: string[], from: string): CapturedMail {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? null;
  const encoding = (header('Content-Transfer-Encoding') ?? '7bit').toLowerCase();
  let text = body;
  if (encoding === 'quoted-printable') text = decodeQuotedPrintable(body);
  else if (encoding === 'base64') text = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return { from, to, subject: decodeWords(header('Subject') ?? ''), replyTo: header('Reply-To'), text: text.replace(/\r\n/g, '\n'), raw };
}

function decodeQuotedPrintable(input: string): string {
  const bytes = input.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=). */
function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([qb])\?([^?]*)\?=\s*/gi, (_, kind: string, data: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}
