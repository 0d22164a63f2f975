import { personalSignup, SiteBrowser, useAccountsApp, verificationToken, verifiedAccount } from './support/site-session.js';

describe('accounts: signup, verification, sessions and profile over HTTP', () => {
  const app = useAccountsApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });

  it('signs up, verifies by the mailed link, reads the profile, refreshes, logs out and logs in again', async () => {
    const browser = new SiteBrowser(app.t.url);
    const signup = await browser.post('signup/', personalSignup('Asha@Example.com'));
    expect(signup.status).toBe(201);
    // Only a sentence: the answer is the same whether or not the address already had an account (accounts-enumeration).
    expect(signup.body).toEqual({ message: 'Thanks! Check your email: we have sent a message to the address you entered to finish signing up.' });
    expect(Object.keys(signup.cookies)).toHaveLength(0);
    expect((await browser.get('profile/')).status).toBe(401);
    expect((await browser.get('auth-status/')).body).toEqual({ authenticated: false });

    const mail = await app.smtp.waitFor((m) => m.to.includes('asha@example.com'));
    expect(mail.text).toContain('http://localhost:3000/verify-email?token=');
    expect(mail.text).toContain('12 hours');
    const token = await verificationToken(app.smtp, 'asha@example.com');
    const verified = await browser.post('verify-email/', { token });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ message: 'Email verified successfully!', user: { email: 'asha@example.com', is_verified: true } });
    for (const name of ['pw_access', 'pw_refresh']) {
      expect(verified.cookies[name].attributes).toMatch(/HttpOnly/i);
      expect(verified.cookies[name].attributes).toMatch(/SameSite=Lax/i);
      expect(verified.cookies[name].attributes).not.toMatch(/Secure/i);
    }
    expect(verified.cookies.pw_refresh.attributes).toMatch(/Path=\/api\/auth\//);

    const profile = await browser.get('profile/');
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({
      email: 'asha@example.com',
      first_name: 'Asha',
      last_name: 'Rao',
      country: 'IN',
      organization: { name: "Asha Rao's workspace", plan: 'free' },
    });
    expect(profile.body).not.toHaveProperty('password_hash');
    expect(profile.body).not.toHaveProperty('passwordHash');
    expect((await browser.get('auth-status/')).body).toMatchObject({ authenticated: true, user: { email: 'asha@example.com' } });

    // An expired access token: the site refreshes once and retries.
    browser.jar.delete('pw_access');
    expect((await browser.get('profile/')).status).toBe(401);
    const refreshed = await browser.post('token/refresh/');
    expect(refreshed.status).toBe(200);
    expect((await browser.get('profile/')).status).toBe(200);

    const logout = await browser.post('logout/');
    expect(logout.status).toBe(200);
    expect(logout.body.message).toBe('Logged out successfully!');
    expect(browser.jar.size).toBe(0);
    expect((await browser.get('profile/')).status).toBe(401);

    const login = await browser.post('login/', { email: 'ASHA@example.com', password: 'correct horse battery' });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ message: 'Logged in successfully!', user: { email: 'asha@example.com' } });
    expect((await browser.get('profile/')).status).toBe(200);
  });

  it('revokes a session on logout server-side, so a copied access cookie stops working', async () => {
    const browser = new SiteBrowser(app.t.url);
    await verifiedAccount(browser, app.smtp, 'copy@example.com');
    const thief = new SiteBrowser(app.t.url);
    thief.jar.set('pw_access', browser.jar.get('pw_access')!);
    expect((await thief.get('profile/')).status).toBe(200);
    await browser.post('logout/');
    expect((await thief.get('profile/')).status).toBe(401);
  });

  it('refuses wrong credentials with one sentence whether or not the email exists, and unverified logins', async () => {
    const browser = new SiteBrowser(app.t.url);
    await verifiedAccount(browser, app.smtp, 'bea@example.com');
    const wrong = await browser.post('login/', { email: 'bea@example.com', password: 'not the password' });
    const nobody = await browser.post('login/', { email: 'nobody@example.com', password: 'not the password' });
    for (const answer of [wrong, nobody]) {
      expect(answer.status).toBe(400);
      expect(answer.body.non_field_errors).toEqual(['Invalid email or password.']);
      expect(answer.body.message).toBe('Invalid email or password.');
    }
    await browser.post('signup/', personalSignup('late@example.com'));
    const unverified = await browser.post('login/', { email: 'late@example.com', password: 'correct horse battery' });
    expect(unverified.status).toBe(400);
    expect(unverified.body.non_field_errors[0]).toMatch(/verify your email address/);
    const wrongAndUnverified = await browser.post('login/', { email: 'late@example.com', password: 'nope nope nope' });
    expect(wrongAndUnverified.body.non_field_errors).toEqual(['Invalid email or password.']);
  });

  it('validates signup with the site rules and messages, as field-keyed 400 errors', async () => {
    const browser = new SiteBrowser(app.t.url);
    const bad = await browser.post('signup/', {
      account_type: 'personal',
      first_name: 'A',
      last_name: ' B ',
      email: 'not-an-email',
      phone: '12345',
      country: '',
      password: 'short',
      password_confirm: 'different',
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      first_name: ['First name must be at least 2 characters'],
      last_name: ['Last name must be at least 2 characters'],
      email: ['Please enter a valid email address'],
      phone: ['Phone number must be at least 10 characters'],
      country: ['Please select your country'],
      password: ['Password must be at least 8 characters'],
      password_confirm: ["Passwords don't match"],
    });
    const org = await browser.post('signup/', {
      ...personalSignup('ceo@acme.io'),
      account_type: 'organization',
      organization_name: 'A',
      organization_website: 'not a url',
    });
    expect(org.body).toEqual({
      organization_name: ['Organization name must be at least 2 characters'],
      organization_website: ['Please enter a valid website URL'],
    });
    const domain = await browser.post('signup/', {
      ...personalSignup('ceo@gmail.com'),
      account_type: 'organization',
      organization_name: 'Acme',
      organization_website: 'https://www.acme.io',
    });
    expect(domain.status).toBe(400);
    expect(domain.body).toEqual({ email: ['Email domain must match organization website.'] });
  });

  it('makes no second account with the same email, whatever its case (and answers as for a new one)', async () => {
    const browser = new SiteBrowser(app.t.url);
    const first = await browser.post('signup/', personalSignup('dup@example.com'));
    expect(first.status).toBe(201);
    const again = await browser.post('signup/', personalSignup('DUP@example.com'));
    expect({ status: again.status, body: again.body }).toEqual({ status: first.status, body: first.body });
    const [{ n }] = await app.db.query(`SELECT count(*)::int AS n FROM users WHERE lower(email) = 'dup@example.com'`);
    expect(n).toBe(1);
  });

  it('creates an organization account with its organization, default role and admin API key', async () => {
    const browser = new SiteBrowser(app.t.url);
    const signup = await browser.post('signup/', {
      ...personalSignup('ceo@acme.io'),
      account_type: 'organization',
      organization_name: 'Acme Labs',
      organization_website: 'https://www.acme.io/about',
      organization_description: 'Robots for schools',
    });
    expect(signup.status).toBe(201);
    const token = await verificationToken(app.smtp, 'ceo@acme.io');
    const verified = await browser.post('verify-email/', { token });
    expect(verified.body.user).toMatchObject({
      account_type: 'organization',
      role_in_organization: 'Member',
      organization_name: 'Acme Labs',
      organization_website: 'https://www.acme.io/about',
      organization_description: 'Robots for schools',
      organization: { plan: 'free' },
    });
    const orgId = verified.body.user.organization.id;
    const [org] = await app.db.query(`SELECT name, plan, website, description FROM organizations WHERE id = $1`, [orgId]);
    expect(org).toEqual({ name: 'Acme Labs', plan: 'free', website: 'https://www.acme.io/about', description: 'Robots for schools' });
    const [{ n }] = await app.db.query(`SELECT count(*)::int AS n FROM api_keys WHERE organization_id = $1 AND kind = 'admin'`, [orgId]);
    expect(n).toBe(1);
  });

  it('verifies by GET activate/{token}/ too; a link works once (then says the address is verified) and not after 12 hours', async () => {
    const browser = new SiteBrowser(app.t.url);
    await browser.post('signup/', personalSignup('link@example.com'));
    const token = await verificationToken(app.smtp, 'link@example.com');
    const activated = await browser.get(`activate/${token}/`);
    expect(activated.status).toBe(200);
    expect(activated.body.message).toBe('Email verified successfully!');
    expect(browser.jar.has('pw_access')).toBe(true);
    const again = await browser.post('verify-email/', { token });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ token: ['This email address is already verified. Please sign in.'], reason: 'already_verified' });
    const unknown = await browser.post('verify-email/', { token: 'not-a-token-we-sent' });
    expect(unknown.body).toEqual({ token: ['The verification link is invalid or has expired. Please try signing up again.'] });

    await browser.post('signup/', personalSignup('slow@example.com'));
    const late = await verificationToken(app.smtp, 'slow@example.com');
    const [{ hours }] = await app.db.query(
      `SELECT round(extract(epoch FROM t.expires_at - t.created_at) / 3600)::int AS hours FROM email_verification_tokens t
         JOIN users u ON u.id = t.user_id WHERE u.email = 'slow@example.com'`,
    );
    expect(hours).toBe(12);
    await app.db.query(`UPDATE email_verification_tokens SET expires_at = now() - interval '1 second'
                     WHERE user_id = (SELECT id FROM users WHERE email = 'slow@example.com')`);
    const expired = await browser.post('verify-email/', { token: late });
    expect(expired.status).toBe(400);
    expect(expired.body).toEqual({ token: ['This verification link has expired. Ask for a new one below.'], reason: 'expired' });
    expect((await browser.post('verify-email/', {})).body).toEqual({ token: ['No verification token provided'] });
    const [{ n }] = await app.db.query(`SELECT count(*)::int AS n FROM email_verification_tokens WHERE token_hash = $1`, [late]);
    expect(n).toBe(0); // only hashes are stored
  });

  it('resends a fresh link and keeps the first one working; using either retires both; same answer for any address', async () => {
    const browser = new SiteBrowser(app.t.url);
    await browser.post('signup/', personalSignup('again@example.com'));
    const first = await verificationToken(app.smtp, 'again@example.com');
    const before = app.smtp.messages.length;
    const resent = await browser.post('resend-verification/', { email: 'again@example.com' });
    const unknown = await browser.post('resend-verification/', { email: 'ghost@example.com' });
    expect(resent.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(resent.body);
    const second = await verificationToken(app.smtp, 'again@example.com', before);
    expect(second).not.toBe(first);
    // The person opens the first mail after all: it still works, and the second link is spent with it.
    expect((await browser.post('verify-email/', { token: first })).status).toBe(200);
    const later = await new SiteBrowser(app.t.url).post('verify-email/', { token: second });
    expect(later.status).toBe(400);
    expect(later.body.reason).toBe('already_verified');
    expect(later.cookies).toEqual({});
    expect(app.smtp.to('ghost@example.com')).toHaveLength(0);
  });

  it('detects a reused refresh token and revokes that whole session', async () => {
    const browser = new SiteBrowser(app.t.url);
    await verifiedAccount(browser, app.smtp, 'reuse@example.com');
    const stolen = browser.jar.get('pw_refresh')!;
    expect((await browser.post('token/refresh/')).status).toBe(200);
    const current = browser.jar.get('pw_refresh')!;
    expect(current).not.toBe(stolen);

    const attacker = new SiteBrowser(app.t.url);
    attacker.jar.set('pw_refresh', stolen);
    const reused = await attacker.post('token/refresh/');
    expect(reused.status).toBe(401);
    expect(reused.body.message).toBe('Session expired. Please log in again.');
    // The legitimate browser's newer tokens died with the family.
    expect((await browser.get('profile/')).status).toBe(401);
    const after = await browser.post('token/refresh/');
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Session expired. Please log in again.');
    const [session] = await app.db.query(
      `SELECT revoked_reason FROM auth_sessions s JOIN users u ON u.id = s.user_id WHERE u.email = 'reuse@example.com'`,
    );
    expect(session.revoked_reason).toBe('refresh_token_reuse');
    expect((await new SiteBrowser(app.t.url).post('token/refresh/')).status).toBe(401);
  });

  it('updates the profile with the signup rules and never changes email or password there', async () => {
    const browser = new SiteBrowser(app.t.url);
    await verifiedAccount(browser, app.smtp, 'edit@example.com');
    const updated = await browser.patch('profile/', { first_name: 'Edith', phone: '+1 555 010 9999', country: 'US', organization_name: 'Edith Labs', id: 'ignored' });
    expect(updated.status).toBe(200);
    expect(updated.body.user).toMatchObject({ first_name: 'Edith', phone: '+1 555 010 9999', country: 'US', organization_name: 'Edith Labs' });
    expect((await browser.get('profile/')).body.first_name).toBe('Edith');

    const invalid = await browser.patch('profile/', { last_name: 'X', country: 'ZZ' });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({ last_name: ['Last name must be at least 2 characters'], country: ['Please select your country'] });
    const sameEmail = await browser.patch('profile/', { email: 'edit@example.com', middle_name: 'M' });
    expect(sameEmail.status).toBe(200);
    const credentials = await browser.patch('profile/', { email: 'other@example.com', password: 'new password!' });
    expect(credentials.status).toBe(400);
    expect(Object.keys(credentials.body).sort()).toEqual(['email', 'password']);
    expect((await browser.get('profile/')).body.email).toBe('edit@example.com');
    expect((await new SiteBrowser(app.t.url).patch('profile/', { first_name: 'Nope' })).status).toBe(401);
  });

  it('summarizes the organization, plan limits and usage for the dashboard', async () => {
    const browser = new SiteBrowser(app.t.url);
    const user = await verifiedAccount(browser, app.smtp, 'dash@example.com');
    const dashboard = await browser.get('dashboard/');
    expect(dashboard.status).toBe(200);
    expect(dashboard.body).toMatchObject({
      organization: { id: user.organization.id, plan: 'free' },
      plan: { name: 'free', limits: { maxDocuments: 1, queriesPerDay: 5 } },
      usage: { documents: 0, api_keys: 1, chat_queries_today: 0, chat_queries_per_day: 5 },
    });
    expect((await new SiteBrowser(app.t.url).get('dashboard/')).status).toBe(401);

    // Counts come from the documents, chat and keys tables where they exist.
    const org = user.organization.id;
    await app.db.query(`INSERT INTO documents (organization_id, name, file_size) VALUES ($1, 'manual.pdf', 1000)`, [org]);
    for (const when of ['now()', "now() - interval '2 days'"]) {
      await app.db.query(`INSERT INTO chat_turns (organization_id, session_id, message, status, created_at) VALUES ($1, 's1', 'hi', 'complete', ${when})`, [org]);
    }
    expect((await browser.get('dashboard/')).body.usage).toMatchObject({ documents: 1, chat_queries_today: 1 });
  });

  it('refuses state-changing requests from other origins (CSRF) and allows the site and non-browser clients', async () => {
    const evil = new SiteBrowser(app.t.url, 'https://evil.example');
    const fromEvil = await evil.post('signup/', personalSignup('csrf@example.com'));
    expect(fromEvil.status).toBe(403);
    expect(fromEvil.body.message).toMatch(/did not come from the Pagewise site/);
    expect((await evil.post('logout/')).status).toBe(403);
    const noOrigin = new SiteBrowser(app.t.url, null);
    expect((await noOrigin.post('login/', { email: 'x@example.com', password: 'y' }, { Referer: 'https://evil.example/page' })).status).toBe(403);
    expect((await noOrigin.post('login/', { email: 'x@example.com', password: 'y' }, { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect((await noOrigin.get('activate/abc/', { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect((await noOrigin.post('login/', { email: 'x@example.com', password: 'y' })).status).toBe(400);
    const dashboardOrigin = new SiteBrowser(app.t.url, 'http://localhost:3001');
    expect((await dashboardOrigin.post('login/', { email: 'x@example.com', password: 'y' })).status).toBe(400);
    const [{ n }] = await app.db.query(`SELECT count(*)::int AS n FROM users WHERE email = 'csrf@example.com'`);
    expect(n).toBe(0);
  });
});
