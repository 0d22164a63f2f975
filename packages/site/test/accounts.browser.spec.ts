import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { hasChromium, launchBrowser, newContext, PHONE, unexpectedConsoleError } from './support/browser';
import { startDashboardStandIn } from './support/dashboard-stand-in';
import { startSiteStack } from './support/site-stack';

const suite = hasChromium ? describe : describe.skip;

/**
 * The account flows in Chromium against the real API (fresh data directory) and a real SMTP server: sign up,
 * open the link from the mail, sign in and land on the dashboard; reset a password with the mailed code.
 */
suite('accounts in Chromium against the real API and real mail', () => {
  let stack: Awaited<ReturnType<typeof startSiteStack>>;
  let dashboard: Awaited<ReturnType<typeof startDashboardStandIn>>;
  let browser: Browser;

  beforeAll(async () => {
    [stack, browser, dashboard] = await Promise.all([startSiteStack(), launchBrowser(), startDashboardStandIn()]);
    stack.site.config.dashboardUrl = dashboard.url;
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.close();
    await dashboard?.close();
  });

  async function open(path: string, options: Parameters<typeof newContext>[1] = {}) {
    const context = await newContext(browser, options);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => unexpectedConsoleError(m) && errors.push(m.text()));
    await page.goto(`${stack.site.url}${path}`);
    await page.locator('h1').first().waitFor();
    return { page, context, errors, close: () => context.close() };
  }

  /** The password field, not its show/hide button nor the confirmation. */
  const PASSWORD = /^Password( \*)?$/;
  const linkIn = (text: string) => text.match(/https?:\/\/\S+\/verify-email\?token=\S+/)![0];

  async function signIn(page: Page, email: string, password: string) {
    await page.goto(`${stack.site.url}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(PASSWORD).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
  }

  it('signs up a personal account, verifies it from the mail, and sends the signed-in user to the dashboard', async () => {
    const { page, errors, close } = await open('/signup');
    await page.getByRole('button', { name: /^Personal/ }).click();
    await page.getByLabel('First Name').fill('Meera');
    await page.getByLabel('Last Name').fill('Iyer');
    await page.getByLabel('Email').fill('meera@example.com');
    await page.getByLabel('Phone').fill('+91 98765 43210');
    await page.getByLabel('Country').selectOption('IN');
    await page.getByLabel(PASSWORD).fill('correct-horse-1');
    await page.getByLabel('Confirm Password').fill('correct-horse-1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();
    await page.getByText('meera@example.com').waitFor();

    // Resend Link retires the first link; the newest one works.
    await stack.smtp.waitFor((m) => m.to.includes('meera@example.com'));
    await page.getByRole('button', { name: 'Resend Link' }).click();
    const deadline = Date.now() + 10_000;
    while (stack.smtp.to('meera@example.com').length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const mails = stack.smtp.to('meera@example.com');
    expect(mails).toHaveLength(2);
    const link = linkIn(mails[1].text);
    expect(link.startsWith(`${stack.site.url}/verify-email?token=`)).toBe(true);

    // Before verification, sign-in is refused with the server's sentence.
    await signIn(page, 'meera@example.com', 'correct-horse-1');
    await expect(page.getByRole('alert').textContent()).resolves.toMatch(/verify your email/i);

    await page.goto(link);
    await page.getByRole('heading', { name: 'Verifying your email' }).waitFor();
    await page.getByRole('heading', { name: 'Email verified' }).waitFor();
    // Verification signed the user in: the next page sends them on to the dashboard.
    await page.getByRole('link', { name: 'Continue to Sign In' }).click();
    await page.waitForURL(`${dashboard.url}/`);
    // The refused sign-in above is a 400, which Chrome logs too.
    expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
    await close();

    // A new browser signs in with the password and lands on the dashboard too.
    const fresh = await open('/login');
    await signIn(fresh.page, 'meera@example.com', 'correct-horse-1');
    await fresh.page.waitForURL(`${dashboard.url}/`);
    // Signed in, even the landing page and signup send the browser on; /verify-email does not.
    await fresh.page.goto(`${stack.site.url}/signup`);
    await fresh.page.waitForURL(`${dashboard.url}/`);
    await fresh.page.goto(`${stack.site.url}/verify-email`);
    await fresh.page.getByText('No verification token provided').waitFor();
    expect(new URL(fresh.page.url()).pathname).toBe('/verify-email');
    expect(fresh.errors).toEqual([]);
    await fresh.close();
  }, 60_000);

  it('signs up an organization (email at the website domain), verified from the mail, then signs in', async () => {
    const { page, errors, close } = await open('/signup');
    await page.getByRole('button', { name: /^Organization/ }).click();
    await page.getByLabel('Organization Name').fill('Globex');
    await page.getByLabel('Organization Website').fill('https://www.globex.test');
    await page.getByLabel('Description (optional)').fill('Family of companies');
    await page.getByLabel('First Name').fill('Hank');
    await page.getByLabel('Last Name').fill('Scorpio');
    await page.getByLabel('Work Email').fill('hank@gmail.test');
    await page.getByLabel('Phone').fill('5551234567');
    await page.getByLabel('Country').selectOption('US');
    await page.getByLabel(PASSWORD).fill('volcano-lair-9');
    await page.getByLabel('Confirm Password').fill('volcano-lair-9');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Email domain must match organization website.').waitFor();
    await page.getByLabel('Work Email').fill('hank@globex.test');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();

    const mail = await stack.smtp.waitFor((m) => m.to.includes('hank@globex.test'));
    await page.goto(linkIn(mail.text));
    await page.getByRole('heading', { name: 'Email verified' }).waitFor();
    // The stored account is an organization one, with its website and the default role.
    const profile = await page.evaluate(async (api) => (await fetch(`${api}/api/auth/profile/`, { credentials: 'include' })).json(), stack.apiUrl);
    expect(profile).toMatchObject({ account_type: 'organization', organization_name: 'Globex', organization_website: 'https://www.globex.test', role_in_organization: 'Member' });
    expect(errors).toEqual([]);
    await close();

    const fresh = await open('/login');
    await signIn(fresh.page, 'hank@globex.test', 'volcano-lair-9');
    await fresh.page.waitForURL(`${dashboard.url}/`);
    await fresh.close();
  }, 60_000);

  it('resets a forgotten password with the mailed code, then signs in with the new one', async () => {
    // An account to reset, created and verified through the API the way the site does.
    const { page, errors, close } = await open('/signup');
    await page.evaluate(async (api) => {
      await fetch(`${api}/api/auth/signup/`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ first_name: 'Ada', middle_name: '', last_name: 'Byron', email: 'ada@example.com', phone: '4420794600', country: 'GB', password: 'old-password-1', password_confirm: 'old-password-1', account_type: 'personal' }),
      });
    }, stack.apiUrl);
    const welcome = await stack.smtp.waitFor((m) => m.to.includes('ada@example.com'));
    await page.goto(linkIn(welcome.text));
    await page.getByRole('heading', { name: 'Email verified' }).waitFor();
    await page.context().clearCookies();

    await page.goto(`${stack.site.url}/forgot-password`);
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByRole('button', { name: 'Send Verification Code' }).click();
    const timer = page.locator('time');
    await timer.waitFor();
    expect(await timer.textContent()).toMatch(/^(5:00|4:5\d)$/);
    expect(await timer.evaluate((t) => getComputedStyle(t).color)).toBe('rgb(29, 78, 216)'); // blue #1d4ed8
    await expect(page.getByRole('button', { name: 'Resend Code' }).isDisabled()).resolves.toBe(true);

    const mail = await stack.smtp.waitFor((m) => m.to.includes('ada@example.com') && /reset code/.test(m.text));
    const code = mail.text.match(/reset code is (\d{6})/)![1];
    // Pasted with words and a dash around it: only the digits land in the six boxes.
    await page.getByLabel('Verification code').focus();
    await page.evaluate((text) => {
      const input = document.activeElement as HTMLInputElement;
      const data = new DataTransfer();
      data.setData('text/plain', text);
      input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, `Code: ${code.slice(0, 3)}-${code.slice(3)}`);
    await expect(page.getByLabel('Verification code').inputValue()).resolves.toBe(code);
    await page.getByRole('button', { name: 'Verify Code' }).click();

    await page.getByLabel(/^New Password( \*)?$/).fill('new-password-2');
    await page.getByLabel('Confirm New Password').fill('new-password-2');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByRole('link', { name: 'Go to Login' }).click();
    await page.waitForURL(`${stack.site.url}/login`);

    await signIn(page, 'ada@example.com', 'old-password-1');
    await expect(page.getByRole('alert').textContent()).resolves.toBe('Invalid email or password.');
    await signIn(page, 'ada@example.com', 'new-password-2');
    await page.waitForURL(`${dashboard.url}/`);
    expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
    await close();
  }, 60_000);

  it('types the code one digit per box, backspace goes back, and the countdown turns orange and red', async () => {
    const { page, close } = await open('/forgot-password');
    await page.clock.install();
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByRole('button', { name: 'Send Verification Code' }).click();
    const input = page.getByLabel('Verification code');
    await input.waitFor();
    await input.focus();
    await page.keyboard.type('12a3');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('9');
    await expect(input.inputValue()).resolves.toBe('129');
    const timer = page.locator('time');
    await page.clock.fastForward(180_000);
    await page.waitForFunction(() => document.querySelector('time')?.textContent === '2:00');
    expect(await timer.evaluate((t) => getComputedStyle(t).color)).toBe('rgb(194, 65, 12)'); // orange #c2410c
    await page.clock.fastForward(60_000);
    await page.waitForFunction(() => document.querySelector('time')?.textContent === '1:00');
    expect(await timer.evaluate((t) => getComputedStyle(t).color)).toBe('rgb(185, 28, 28)'); // red #b91c1c
    await page.clock.fastForward(61_000);
    await page.getByText('The code has expired. Ask for a new one below.').waitFor();
    await expect(page.getByRole('button', { name: 'Resend Code' }).isEnabled()).resolves.toBe(true);
    await close();
  }, 60_000);

  it('has no axe violations on the account screens and their steps, in light and in dark', async () => {
    const found: string[] = [];
    const check = async (page: Page, label: string) => {
      const { violations } = await new AxeBuilder({ page }).analyze();
      for (const v of violations) found.push(`${label}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    };
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const path of ['/signup', '/login', '/forgot-password', '/verify-email']) {
        const { page, errors, close } = await open(path, { colorScheme, reducedMotion: 'reduce' });
        if (path === '/verify-email') await page.getByText('No verification token provided').waitFor();
        await check(page, `${colorScheme} ${path}`);
        if (path === '/signup') {
          await page.getByRole('button', { name: /^Organization/ }).click();
          await page.getByRole('button', { name: 'Create Account' }).click();
          await page.getByText('Please enter a valid website URL').waitFor();
          await check(page, `${colorScheme} /signup organization form with errors`);
        }
        if (path === '/forgot-password') {
          await page.getByLabel('Email').fill('nobody@example.com');
          await page.getByRole('button', { name: 'Send Verification Code' }).click();
          await page.locator('time').waitFor();
          await check(page, `${colorScheme} /forgot-password code step`);
        }
        found.push(...errors.map((e) => `${colorScheme} ${path}: console error ${e}`));
        await close();
      }
    }
    expect(found).toEqual([]);
  }, 120_000);

  it('fits a 360 px screen without sideways scrolling', async () => {
    for (const path of ['/signup', '/login', '/forgot-password']) {
      const { page, close } = await open(path, { viewport: PHONE });
      if (path === '/signup') await page.getByRole('button', { name: /^Organization/ }).click();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await close();
    }
  });
});
