import { SiteBrowser, useAccountsApp, verifiedAccount } from './support/site-session.js';

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
