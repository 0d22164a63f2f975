import { DataSource } from 'typeorm';
import { MailOutboxService } from '../src/mail/mail-outbox.service.js';
import { personalSignup, SiteBrowser, startAccountsApp } from './support/site-session.js';
import { LogCapture } from './support/log-capture.js';

/**
 * Reset codes and verification links are secrets: they go to the recipient's mailbox and nowhere else — not
 * into a subject, not into the API's log when the mail server fails, not into the outbox table at rest.
 */
describe('mail that carries a secret, through a real SMTP server that fails and then recovers', () => {
  const logs = new LogCapture();
  let app: Awaited<ReturnType<typeof startAccountsApp>>;
  let db: DataSource;
  let outbox: MailOutboxService;

  beforeAll(async () => {
    app = await startAccountsApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000', LOG_LEVEL: 'info' }, { logs });
    db = app.t.app.get(DataSource);
    outbox = app.t.app.get(MailOutboxService);
  });
  afterAll(() => app.close());

  const rowOf = async (kind: string, to: string) =>
    (await db.query(`SELECT subject, text_body, status, attempts, last_error FROM mail_outbox WHERE kind = $1 AND recipient = $2`, [kind, to]))[0];

  /** The mail server refuses the next message; once the refusal is recorded, the retry goes through. */
  async function failThenRecover(kind: string, to: string, send: () => Promise<unknown>) {
    app.smtp.failNext(1);
    await send();
    let pending = await rowOf(kind, to);
    for (let i = 0; i < 400 && !pending?.last_error; i++) {
      await new Promise((r) => setTimeout(r, 25));
      pending = await rowOf(kind, to);
    }
    expect(pending).toMatchObject({ status: 'pending', attempts: 1 });
    await db.query(`UPDATE mail_outbox SET next_attempt_at = now() WHERE status = 'pending'`);
    await outbox.flushDue();
    const mail = await app.smtp.waitFor((m) => m.to.includes(to));
    return { pending, mail, sent: await sentRow(kind, to) };
  }

  /** The row once marked sent, which happens just after the server took the message. */
  async function sentRow(kind: string, to: string) {
    let row = await rowOf(kind, to);
    for (let i = 0; i < 200 && row.status !== 'sent'; i++) {
      await new Promise((r) => setTimeout(r, 25));
      row = await rowOf(kind, to);
    }
    return row;
  }

  it('keeps a reset code out of the subject, the logs and the outbox table', async () => {
    const email = 'reset-secret@example.com';
    const browser = new SiteBrowser(app.t.url);
    await browser.post('signup/', personalSignup(email));
    await app.smtp.waitFor((m) => m.to.includes(email));
    app.smtp.messages.length = 0;

    const { pending, mail, sent } = await failThenRecover('password-reset', email, () => browser.post('forgot-password/', { email }));
    const code = /code is (\d{6})/.exec(mail.text)![1];
    expect(mail.subject).toBe('Your Pagewise password reset code');

    const log = logs.raw;
    expect(log).toMatch(/password-reset mail to reset-secret@example\.com failed \(attempt 1 of 5\)/);
    expect(log).not.toContain(code);
    expect(pending.subject).not.toContain(code);
    expect(pending.text_body).not.toContain(code);
    expect(sent).toMatchObject({ status: 'sent', text_body: '' });
    expect(sent.subject).not.toContain(code);

    // The code still works: only its copies outside the mailbox are gone.
    expect((await browser.post('verify-otp/', { email, otp: code })).status).toBe(200);
  });

  it('keeps a verification link out of the logs and the outbox table', async () => {
    const email = 'link-secret@example.com';
    const { pending, mail, sent } = await failThenRecover('verify-email', email, () =>
      new SiteBrowser(app.t.url).post('signup/', personalSignup(email)),
    );
    const token = new URL(/(http\S+)/.exec(mail.text)![1]).searchParams.get('token')!;
    expect(logs.raw).not.toContain(token);
    expect(pending.text_body).not.toContain(token);
    expect(sent).toMatchObject({ status: 'sent', text_body: '' });
  });

  it('keeps ordinary mail as it was sent', async () => {
    const email = 'plain@example.com';
    const contact = { fullName: 'Nia Long', email, company: '', phone: '', subject: 'Rollout question', budget: '', timeline: '', message: 'How long does a rollout take?' };
    expect((await new SiteBrowser(app.t.url).post('contact/', contact)).status).toBe(201);
    await app.smtp.waitFor((m) => m.to.includes(email));
    const row = await sentRow('contact-ack', email);
    expect(row.status).toBe('sent');
    expect(row.text_body).toContain('Rollout question');
  });
});
