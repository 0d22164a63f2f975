import { SiteBrowser, useAccountsApp, verifiedAccount } from './support/site-session.js';

describe('accounts: password reset with a 6-digit code over HTTP', () => {
  const app = useAccountsApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });

  async function requestCode(browser: SiteBrowser, email: string): Promise<string> {
    const before = app.smtp.messages.length;
    const answer = await browser.post('forgot-password/', { email });
    expect(answer.status).toBe(200);
    const mail = await app.smtp.waitFor((m) => m.to.includes(email) && /reset/i.test(m.subject) && app.smtp.messages.indexOf(m) >= before);
    return /code is (\d{6})/.exec(mail.text)![1];
  }

  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('resets the password with a mailed code and signs the user out everywhere', async () => {
    const browser = new SiteBrowser(app.t.url);
    await verifiedAccount(browser, app.smtp, 'reset@example.com');
    const otherDevice = new SiteBrowser(app.t.url);
    await otherDevice.post('login/', { email: 'reset@example.com', password: 'correct horse battery' });
    expect((await otherDevice.get('profile/')).status).toBe(200);

    const code = await requestCode(new SiteBrowser(app.t.url), 'reset@example.com');
    const mail = app.smtp.to('reset@example.com').at(-1)!;
    expect(mail.text).toContain('expires in 5 minutes');
    const visitor = new SiteBrowser(app.t.url);
    const early = await visitor.post('reset-password/', { email: 'reset@example.com', otp: code, new_password: 'brand new secret', new_password_confirm: 'brand new secret' });
    expect(early.status).toBe(400);
    expect(early.body.otp).toEqual(['Please verify the code before choosing a new password.']);

    const verified = await visitor.post('verify-otp/', { email: 'reset@example.com', otp: code });
    expect(verified.status).toBe(200);
    expect(verified.body.message).toBe('Code verified. You can now choose a new password.');

    const mismatch = await visitor.post('reset-password/', { email: 'reset@example.com', otp: code, new_password: 'brand new secret', new_password_confirm: 'brand new secrex' });
    expect(mismatch.body).toEqual({ new_password_confirm: ["Passwords don't match"] });
    const short = await visitor.post('reset-password/', { email: 'reset@example.com', otp: code, new_password: 'short', new_password_confirm: 'short' });
    expect(short.body).toEqual({ new_password: ['Password must be at least 8 characters'] });

    const reset = await visitor.post('reset-password/', { email: 'reset@example.com', otp: code, new_password: 'brand new secret', new_password_confirm: 'brand new secret' });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe('Your password has been reset. You can now sign in with your new password.');

    expect((await browser.get('profile/')).status).toBe(401);
    expect((await otherDevice.get('profile/')).status).toBe(401);
    expect((await otherDevice.post('token/refresh/')).status).toBe(401);
    expect((await visitor.post('login/', { email: 'reset@example.com', password: 'correct horse battery' })).status).toBe(400);
    expect((await visitor.post('login/', { email: 'reset@example.com', password: 'brand new secret' })).status).toBe(200);
    const reused = await visitor.post('reset-password/', { email: 'reset@example.com', otp: code, new_password: 'another secret', new_password_confirm: 'another secret' });
    expect(reused.status).toBe(400);
  });

  it('answers the same whether or not the email has an account, and mails only real ones', async () => {
    const browser = new SiteBrowser(app.t.url);
    await verifiedAccount(browser, app.smtp, 'known@example.com');
    const known = await browser.post('forgot-password/', { email: 'known@example.com' });
    const unknown = await browser.post('forgot-password/', { email: 'unknown@example.com' });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(known.body.message).toMatch(/6-digit code/);
    expect(app.smtp.to('unknown@example.com')).toHaveLength(0);
    // The code check that follows answers alike too (accounts-enumeration.e2e-spec.ts goes through every step).
    const noAccount = await browser.post('verify-otp/', { email: 'unknown@example.com', otp: '123456' });
    expect(noAccount.status).toBe(400);
    expect(noAccount.body.otp).toEqual(['Incorrect code. 4 attempts left.']);
  });

  it('requires exactly 6 digits', async () => {
    const browser = new SiteBrowser(app.t.url);
    for (const otp of ['12345', '1234567', '12a456', '', undefined]) {
      const answer = await browser.post('verify-otp/', { email: 'known@example.com', otp });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ otp: ['OTP must be exactly 6 digits'] });
    }
  });

  it('counts wrong codes on verify-otp and reset-password together: 5 in all, then the code is dead', async () => {
    const browser = new SiteBrowser(app.t.url);
    await verifiedAccount(browser, app.smtp, 'alternate@example.com');
    const code = await requestCode(browser, 'alternate@example.com');
    const newPassword = { new_password: 'brand new secret', new_password_confirm: 'brand new secret' };
    const tries = [
      () => browser.post('verify-otp/', { email: 'alternate@example.com', otp: wrong(code) }),
      () => browser.post('reset-password/', { email: 'alternate@example.com', otp: wrong(code), ...newPassword }),
    ];
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const answer = await tries[i % 2]();
      expect(answer.status).toBe(400);
      messages.push(answer.body.otp[0]);
    }
    expect(messages).toEqual([
      'Incorrect code. 4 attempts left.',
      'Incorrect code. 3 attempts left.',
      'Incorrect code. 2 attempts left.',
      'Incorrect code. 1 attempt left.',
      'Too many incorrect attempts. This code no longer works; please request a new one.',
    ]);
    for (const answer of [
      await browser.post('verify-otp/', { email: 'alternate@example.com', otp: code }),
      await browser.post('reset-password/', { email: 'alternate@example.com', otp: code, ...newPassword }),
    ]) {
      expect(answer.status).toBe(400);
      expect(answer.body.otp[0]).toMatch(/request a new one/);
    }
  });

  it('kills a code after 5 wrong attempts, even for the right code afterwards', async () => {
    const browser = new SiteBrowser(app.t.url);
    await verifiedAccount(browser, app.smtp, 'guess@example.com');
    const code = await requestCode(browser, 'guess@example.com');
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const answer = await browser.post('verify-otp/', { email: 'guess@example.com', otp: wrong(code) });
      expect(answer.status).toBe(400);
      messages.push(answer.body.otp[0]);
    }
    expect(messages).toEqual([
      'Incorrect code. 4 attempts left.',
      'Incorrect code. 3 attempts left.',
      'Incorrect code. 2 attempts left.',
      'Incorrect code. 1 attempt left.',
      'Too many incorrect attempts. This code no longer works; please request a new one.',
    ]);
    const right = await browser.post('verify-otp/', { email: 'guess@example.com', otp: code });
    expect(right.status).toBe(400);
    expect(right.body.otp[0]).toMatch(/request a new one/);

    // A new code works again, and 4 wrong tries then the right one are fine.
    const fresh = await requestCode(browser, 'guess@example.com');
    for (let i = 0; i < 4; i++) await browser.post('verify-otp/', { email: 'guess@example.com', otp: wrong(fresh) });
    expect((await browser.post('verify-otp/', { email: 'guess@example.com', otp: fresh })).status).toBe(200);
    const [{ hashed }] = await app.db.query(
      `SELECT bool_and(code_hash <> $1) AS hashed FROM password_reset_codes`, [fresh],
    );
    expect(hashed).toBe(true);
  });

  it('expires a code after 300 seconds, and a new code retires the previous one', async () => {
    const browser = new SiteBrowser(app.t.url);
    await verifiedAccount(browser, app.smtp, 'late@example.com');
    const code = await requestCode(browser, 'late@example.com');
    const [{ seconds }] = await app.db.query(
      `SELECT round(extract(epoch FROM c.expires_at - c.created_at))::int AS seconds FROM password_reset_codes c
         JOIN users u ON u.id = c.user_id WHERE u.email = 'late@example.com'`,
    );
    expect(seconds).toBe(300);
    await app.db.query(`UPDATE password_reset_codes SET expires_at = now() - interval '1 second'
                     WHERE user_id = (SELECT id FROM users WHERE email = 'late@example.com')`);
    const expired = await browser.post('verify-otp/', { email: 'late@example.com', otp: code });
    expect(expired.status).toBe(400);
    expect(expired.body.otp).toEqual(['This code has expired. Please request a new one.']);

    const first = await requestCode(browser, 'late@example.com');
    const second = await requestCode(browser, 'late@example.com');
    if (first !== second) expect((await browser.post('verify-otp/', { email: 'late@example.com', otp: first })).status).toBe(400);
    expect((await browser.post('verify-otp/', { email: 'late@example.com', otp: second })).status).toBe(200);
  });
});
