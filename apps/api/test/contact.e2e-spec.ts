import { MailOutboxService } from '../src/mail/mail-outbox.service.js';
import { SiteBrowser, useAccountsApp } from './support/site-session.js';

const inquiry = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Meera Iyer',
  email: 'Meera@Globex.com',
  company: 'Globex',
  phone: '',
  subject: 'Private LLM for claims',
  budget: '',
  timeline: '',
  message: 'We want document chat over our policy manuals.',
  ...overrides,
});

describe('contact inquiries and the mail outbox over HTTP', () => {
  const app = useAccountsApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });

  it('stores the inquiry, answers with its id and mails sales and the sender', async () => {
    const browser = new SiteBrowser(app.t.url);
    const answer = await browser.post('contact/', inquiry({ phone: '+91 (987) 654-3210', budget: '₹5-10L', timeline: 'Q1' }));
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      success: true,
      message: 'Thank you for your inquiry! Our enterprise team will contact you within 24 hours to discuss your requirements.',
      submission_id: expect.any(String),
    });
    const [row] = await app.db.query(`SELECT full_name, email, phone, budget FROM contact_inquiries WHERE id = $1`, [answer.body.submission_id]);
    expect(row).toEqual({ full_name: 'Meera Iyer', email: 'meera@globex.com', phone: '+91 (987) 654-3210', budget: '₹5-10L' });

    const sales = await app.smtp.waitFor((m) => m.to.includes('sales@pagewise.test'));
    expect(sales.replyTo).toBe('meera@globex.com');
    expect(sales.text).toContain('We want document chat over our policy manuals.');
    expect(sales.text).toContain(answer.body.submission_id);
    const ack = await app.smtp.waitFor((m) => m.to.includes('meera@globex.com'));
    expect(ack.text).toContain('within 24 hours');
  });

  it('sanitizes every text: trimmed, without < and >, at most 5000 characters, email lowercased', async () => {
    const browser = new SiteBrowser(app.t.url);
    const answer = await browser.post('contact/', inquiry({
      fullName: '  <b>Ravi</b>  ',
      email: '  RAVI@Example.ORG ',
      message: `<script>alert(1)</script>${'x'.repeat(6000)}`,
    }));
    expect(answer.status).toBe(201);
    const [row] = await app.db.query(`SELECT full_name, email, message FROM contact_inquiries WHERE id = $1`, [answer.body.submission_id]);
    expect(row.full_name).toBe('bRavi/b');
    expect(row.email).toBe('ravi@example.org');
    expect(row.message.length).toBe(5000);
    expect(row.message.startsWith('scriptalert(1)/script')).toBe(true);
  });

  it('refuses invalid inquiries with every message of the site and a readable first message', async () => {
    const browser = new SiteBrowser(app.t.url);
    const answer = await browser.post('contact/', { fullName: 'A', email: 'bad email@x', subject: 'Hi', message: 'Too short', phone: '12-34' });
    expect(answer.status).toBe(400);
    expect(answer.body.success).toBe(false);
    expect(answer.body.errors).toEqual([
      'Name must be at least 2 characters long',
      'Please enter a valid email address',
      'Please enter a valid phone number',
      'Subject must be at least 5 characters long',
      'Message must be at least 10 characters long',
    ]);
    expect(answer.body.message).toBe('Name must be at least 2 characters long');
    expect(answer.body.heading).toBe('Please fix the following errors:');
    for (const phone of ['0123456789', '+1 234 567 890 123 456 7', '12345']) {
      const bad = await browser.post('contact/', inquiry({ phone }));
      expect(bad.body.errors).toEqual(['Please enter a valid phone number']);
    }
    expect((await browser.post('contact/', inquiry({ phone: '+44 20 7946 0958' }))).status).toBe(201);
    const missing = await browser.post('contact/', {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Name must be at least 2 characters long');
  });

  it('keeps the inquiry when the mail server fails and delivers on a later attempt', async () => {
    // Let the mail of earlier tests go out first, so that the failure hits this inquiry's mail.
    for (let i = 0; i < 400; i++) {
      const [{ n }] = await app.db.query(`SELECT count(*)::int AS n FROM mail_outbox WHERE status = 'pending'`);
      if (n === 0) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    app.smtp.failNext(1);
    const browser = new SiteBrowser(app.t.url);
    const answer = await browser.post('contact/', inquiry({ email: 'retry@globex.com', subject: 'Retry this please' }));
    expect(answer.status).toBe(201);
    const outbox = app.t.app.get(MailOutboxService);
    let failed: { attempts: number; last_error: string } | undefined;
    for (let i = 0; i < 200 && !failed; i++) {
      [failed] = await app.db.query(`SELECT attempts, last_error FROM mail_outbox WHERE status = 'pending' AND attempts > 0 AND last_error IS NOT NULL`);
      if (!failed) await new Promise((r) => setTimeout(r, 25));
    }
    expect(failed).toMatchObject({ attempts: 1 });
    await app.db.query(`UPDATE mail_outbox SET next_attempt_at = now() WHERE status = 'pending' AND last_error IS NOT NULL`);
    await outbox.flushDue();
    const rows = await app.db.query(`SELECT kind, status, attempts, last_error FROM mail_outbox WHERE (recipient = 'sales@pagewise.test' AND subject LIKE '%Retry this please%') OR recipient = 'retry@globex.com'`);
    expect(rows.map((r: { status: string }) => r.status)).toEqual(['sent', 'sent']);
    expect(rows.map((r: { attempts: number }) => r.attempts).sort()).toEqual([1, 2]);
    expect(app.smtp.messages.filter((m) => m.subject.includes('Retry this please') || m.to.includes('retry@globex.com'))).toHaveLength(2);
  });

  it('gives a message up after 5 failed attempts, keeping the reason', async () => {
    const outbox = app.t.app.get(MailOutboxService);
    app.smtp.failNext(1000);
    try {
      await outbox.enqueue({ kind: 'test', to: 'nobody@globex.com', subject: 'Never arrives', text: 'x' });
      for (let i = 0; i < 400; i++) {
        const [first] = await app.db.query(`SELECT 1 FROM mail_outbox WHERE recipient = 'nobody@globex.com' AND last_error IS NOT NULL`);
        if (first) break;
        await new Promise((r) => setTimeout(r, 25));
      }
      for (let attempt = 0; attempt < 10; attempt++) {
        await app.db.query(`UPDATE mail_outbox SET next_attempt_at = now() WHERE recipient = 'nobody@globex.com' AND status = 'pending'`);
        await outbox.flushDue();
      }
      const [row] = await app.db.query(`SELECT status, attempts, last_error FROM mail_outbox WHERE recipient = 'nobody@globex.com'`);
      expect(row).toMatchObject({ status: 'failed', attempts: 5 });
      expect(row.last_error).toMatch(/Mailbox temporarily unavailable/);
    } finally {
      app.smtp.failNext(0);
    }
  });

  it('refuses inquiries posted from other sites', async () => {
    const answer = await new SiteBrowser(app.t.url, 'https://evil.example').post('contact/', inquiry());
    expect(answer.status).toBe(403);
  });
});
