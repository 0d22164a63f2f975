import { personalSignup, SiteBrowser, useAccountsApp, verificationToken, verifiedAccount } from './support/site-session.js';

interface RawAnswer {
  status: number;
  body: string;
  headers: Record<string, string>;
  ms: number;
}

/** The whole answer as a client sees it, minus what differs on every request anyway. */
async function raw(url: string, path: string, body: unknown): Promise<RawAnswer> {
  const started = performance.now();
  const res = await fetch(`${url}/api/auth/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const text = await res.text();
  const ms = performance.now() - started;
  const headers: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    if (name !== 'x-request-id' && name !== 'date') headers[name] = value;
  });
  return { status: res.status, body: text, headers, ms };
}

const same = ({ status, body, headers }: RawAnswer) => ({ status, body, headers });
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Forgot-password answers the same whether or not an address has an account; the code check that follows
 * must not undo that. Everything an attacker can ask about an address it does not own is answered alike.
 */
describe('password reset does not tell which addresses have an account', () => {
  const app = useAccountsApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
  const real = 'member@example.com';
  const unknown = 'nobody@example.com';
  let code = '';

  beforeAll(async () => {
    await verifiedAccount(new SiteBrowser(app.t.url), app.smtp, real);
  });

  it('answers the same before any code was asked for', async () => {
    const a = await raw(app.t.url, 'verify-otp/', { email: real, otp: '123456' });
    const b = await raw(app.t.url, 'verify-otp/', { email: unknown, otp: '123456' });
    expect(same(b)).toEqual(same(a));
  });

  it('answers wrong codes for a real and an unknown address byte for byte alike, for 1 to 6 tries', async () => {
    for (const email of [real, unknown]) expect(same(await raw(app.t.url, 'forgot-password/', { email }))).toBeDefined();
    const mail = await app.smtp.waitFor((m) => m.to.includes(real) && /reset/i.test(m.subject));
    code = /code is (\d{6})/.exec(mail.text)![1];
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    const timings: Record<string, number[]> = { [real]: [], [unknown]: [] };
    const bodies: string[] = [];
    for (let attempt = 1; attempt <= 6; attempt++) {
      const a = await raw(app.t.url, 'verify-otp/', { email: real, otp: wrong });
      const b = await raw(app.t.url, 'verify-otp/', { email: unknown, otp: wrong });
      expect(same(b)).toEqual(same(a));
      timings[real].push(a.ms);
      timings[unknown].push(b.ms);
      bodies.push(JSON.parse(a.body).otp[0]);
    }
    // What holds for real accounts holds: a countdown, then the code is dead, even for the right code.
    expect(bodies).toEqual([
      'Incorrect code. 4 attempts left.',
      'Incorrect code. 3 attempts left.',
      'Incorrect code. 2 attempts left.',
      'Incorrect code. 1 attempt left.',
      'Too many incorrect attempts. This code no longer works; please request a new one.',
      'Too many incorrect attempts. This code no longer works; please request a new one.',
    ]);
    expect((await raw(app.t.url, 'verify-otp/', { email: real, otp: code })).status).toBe(400);
    // Both walk the same path: no answer takes several times longer for one kind of address.
    const ratio = median(timings[real]) / median(timings[unknown]);
    expect(ratio).toBeGreaterThan(1 / 3);
    expect(ratio).toBeLessThan(3);
  });

  it('answers reset-password and an expired code alike too', async () => {
    for (const email of [real, unknown]) await raw(app.t.url, 'forgot-password/', { email });
    const reset = (email: string) =>
      raw(app.t.url, 'reset-password/', { email, otp: '000000', new_password: 'a new password', new_password_confirm: 'a new password' });
    expect(same(await reset(unknown))).toEqual(same(await reset(real)));

    await app.db.query(`UPDATE password_reset_codes SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`);
    const a = await raw(app.t.url, 'verify-otp/', { email: real, otp: '000000' });
    const b = await raw(app.t.url, 'verify-otp/', { email: unknown, otp: '000000' });
    expect(JSON.parse(a.body)).toEqual({ otp: ['This code has expired. Please request a new one.'] });
    expect(same(b)).toEqual(same(a));
  });
});

/**
 * Signup answers the same whether or not the address has an account (OWASP); the mail tells the owner instead:
 * "you already have an account: sign in or reset your password", or a fresh verification link while unverified.
 */
describe('signup does not tell which addresses have an account', () => {
  const app = useAccountsApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
  const signup = (email: string) => raw(app.t.url, 'signup/', personalSignup(email, { first_name: 'Mira' }));

  it('answers a taken address (any letter case) byte for byte as a new one, and mails its owner', async () => {
    await verifiedAccount(new SiteBrowser(app.t.url), app.smtp, 'owner@example.com');
    const fresh = await signup('newcomer@example.com');
    const taken = await signup('Owner@Example.com');
    expect(fresh.status).toBe(201);
    expect(same(taken)).toEqual(same(fresh));
    const mail = await app.smtp.waitFor((m) => m.to.includes('owner@example.com') && /already have/i.test(m.subject));
    expect(mail.text).toContain('You already have an account:\nsign in or reset your password.');
    expect(mail.text).toContain('http://localhost:3000/login');
    expect(mail.text).toContain('http://localhost:3000/forgot-password');
    // Still one account, and its password unchanged.
    const [{ n }] = await app.db.query(`SELECT count(*)::int AS n FROM users WHERE email = 'owner@example.com'`);
    expect(n).toBe(1);
    expect((await new SiteBrowser(app.t.url).post('login/', { email: 'owner@example.com', password: 'correct horse battery' })).status).toBe(200);
  });

  it('sends an unverified address a fresh verification link that works', async () => {
    expect((await signup('pending@example.com')).status).toBe(201);
    const before = app.smtp.messages.length;
    const again = await signup('pending@example.com');
    expect(same(again)).toEqual(same(await signup('another-newcomer@example.com')));
    const token = await verificationToken(app.smtp, 'pending@example.com', before);
    expect((await new SiteBrowser(app.t.url).post('verify-email/', { token })).status).toBe(200);
  });

  it('answers resend-verification alike for an unverified, a verified and an unknown address', async () => {
    expect((await signup('waiting@example.com')).status).toBe(201);
    await verificationToken(app.smtp, 'waiting@example.com');
    const before = app.smtp.messages.length;
    const answers = await Promise.all(['waiting@example.com', 'owner@example.com', 'ghost@example.com'].map(async (email) => same(await raw(app.t.url, 'resend-verification/', { email }))));
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    // The link still goes out, after the answer.
    await verificationToken(app.smtp, 'waiting@example.com', before);
  });
});
