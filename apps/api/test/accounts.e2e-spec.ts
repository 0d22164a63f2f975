import { DataSource } from 'typeorm';
import type { SmtpCapture } from './support/smtp-capture.js';
import { personalSignup, SiteBrowser, startAccountsApp, verificationToken } from './support/site-session.js';
import type { TestApp } from './support/test-app.js';

describe('accounts: signup, verification, sessions and profile over HTTP', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, smtp, close } = await startAccountsApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' }));
  });
  afterAll(() => close());

  it('signs up, verifies by mailed link, logs in, reads the profile, refreshes and logs out', async () => {
    const browser = new SiteBrowser(t.url);
    const signup = await browser.post('signup/', personalSignup('asha@example.com'));
    expect(signup.status).toBe(201);
    expect(signup.body.message).toBe('Account created. Check your email to verify your address.');
    expect(signup.body.user).toMatchObject({ email: 'asha@example.com', is_verified: false, account_type: 'personal' });
    expect(Object.keys(signup.cookies)).toHaveLength(0);
    expect((await browser.get('profile/')).status).toBe(401);

    const token = await verificationToken(smtp, 'asha@example.com');
    const verified = await browser.post('verify-email/', { token });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ message: 'Email verified successfully!', user: { email: 'asha@example.com', is_verified: true } });
    expect(verified.cookies.pw_access.attributes).toMatch(/HttpOnly/i);
    expect(verified.cookies.pw_access.attributes).toMatch(/SameSite=Lax/i);
  });
});
