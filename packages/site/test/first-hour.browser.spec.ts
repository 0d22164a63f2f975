import type { Browser } from 'playwright-core';
import { hasChromium, launchBrowser, newContext, PHONE } from './support/browser';
import { startSite } from './support/site-stack';

const suite = hasChromium ? describe : describe.skip;
// Screenshots for the reviewer's eye; a temporary directory unless SHOTS names one.
const shots = process.env.SHOTS ?? '/tmp';
const API = 'https://api.pagewise.example';

/**
 * What a new visitor meets in their first hour, against the built site served with an API address that is not
 * the samples' http://localhost:8000 (no API answers there: these pages must not need one).
 */
suite('the first hour on the site, in Chromium', () => {
  let browser: Browser;
  let site: Awaited<ReturnType<typeof startSite>>;
  const signups: Record<string, unknown>[] = [];

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite({ apiUrl: API, dashboardUrl: 'http://127.0.0.1:3001' }), launchBrowser()]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  async function open(path: string, options: Parameters<typeof newContext>[1] = {}) {
    const context = await newContext(browser, options);
    // Nothing answers at the configured API: the session look-up fails fast, as for a visitor who is not signed in.
    await context.route(`${API}/**`, async (route) => {
      const request = route.request();
      if (request.url().endsWith('/api/auth/signup/')) {
        signups.push(request.postDataJSON());
        return route.fulfill({ status: 201, contentType: 'application/json', body: '{"message":"Account created. Check your email to verify your address.","user":{}}' });
      }
      return route.fulfill({ status: 401, contentType: 'application/json', body: '{"detail":"Not signed in"}' });
    });
    const page = await context.newPage();
    await page.goto(`${site.url}${path}`);
    await page.locator('h1').first().waitFor();
    return { page, close: () => context.close() };
  }

  it('links to /login from the header, the mobile menu and the footer of every marketing page', async () => {
    for (const path of ['/', '/features', '/services', '/pricing', '/contact', '/docs']) {
      const { page, close } = await open(path);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' }).getAttribute('href')).resolves.toBe('/login');
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Sign in' }).getAttribute('href')).resolves.toBe('/login');
      await close();
    }
    const { page, close } = await open('/');
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await page.screenshot({ path: `${shots}/fh-header-sign-in.png` });
    await close();

    const phone = await open('/pricing', { viewport: PHONE });
    await expect(phone.page.getByRole('banner').getByRole('link', { name: 'Sign in' }).isVisible()).resolves.toBe(false);
    await phone.page.getByRole('button', { name: 'Open menu' }).click();
    const menu = phone.page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    await phone.page.waitForTimeout(400); // the slide-in
    await phone.page.screenshot({ path: `${shots}/fh-mobile-menu.png` });
    await menu.getByRole('link', { name: 'Sign in' }).click();
    await menu.waitFor({ state: 'detached' });
    await phone.page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await phone.close();
  });

  it('shows the claims the platform specification asks for on the services and pricing pages', async () => {
    const services = await open('/services');
    const claims = services.page.getByRole('list', { name: 'Why teams choose Pagewise' });
    await expect(claims.getByRole('listitem').allTextContents()).resolves.toEqual([
      'Trusted by 2,500+ organizations',
      'Local models run through a local model runner can cut cost by up to 90%.',
      'Multilingual support: English, Hindi, Tamil and Marathi.',
    ]);
    await services.page.screenshot({ path: `${shots}/fh-services-claims.png` });
    await services.close();
    const pricing = await open('/pricing');
    await pricing.page.getByText('Trusted by 2,500+ organizations').waitFor();
    await pricing.page.getByText('cut cost by up to 90%').waitFor();
    await pricing.close();
  });

  it('writes every documentation sample with the configured API address, not http://localhost:8000', async () => {
    for (const path of ['/docs/quick-start', '/docs/chat-send', '/docs/doc-upload']) {
      const { page, close } = await open(path);
      const code = page.locator('pre');
      await code.first().waitFor();
      await page.waitForFunction((api) => [...document.querySelectorAll('pre')].some((pre) => pre.textContent!.includes(api)), API);
      const texts = await code.evaluateAll((pres) => pres.map((pre) => pre.textContent!));
      expect(texts.join('\n')).not.toContain('http://localhost:8000');
      expect(texts.filter((t) => t.includes(API)).length).toBeGreaterThan(0);
      if (path === '/docs/quick-start') {
        await page.getByRole('tab', { name: 'JavaScript' }).first().click();
        await expect(page.getByRole('tabpanel').first().textContent()).resolves.toContain(`baseURL: '${API}'`);
        await page.screenshot({ path: `${shots}/fh-docs-api-address.png` });
      }
      await close();
    }
    // The introduction still says where `npm start` serves the API, and names the configured address.
    const intro = await open('/docs');
    await intro.page.getByText(`The samples on these pages use the address this site is configured with, ${API}`).waitFor();
    await intro.close();
  });

  it('signs an organization up by keyboard: focus on the first field, "northwind.example" taken as https://, the address unbroken', async () => {
    const { page, close } = await open('/signup', { viewport: { width: 390, height: 844 } });
    await page.getByRole('button', { name: /^Organization/ }).focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'organizationName');
    const email = 'procurement.team@northwind.example';
    await page.keyboard.type('Northwind Traders');
    await page.getByLabel(/^Organization Website/).fill('northwind.example');
    await page.getByLabel(/^First Name/).fill('Nadia');
    await page.getByLabel(/^Last Name/).fill('Khan');
    await page.getByLabel(/^Work Email/).fill(email);
    await page.getByLabel(/^Phone/).fill('+91 98765 43210');
    await page.getByLabel(/^Country/).selectOption('IN');
    await page.getByLabel(/^Password/).fill('correct horse battery');
    await page.getByLabel(/^Confirm Password/).fill('correct horse battery');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('heading', { level: 1, name: 'Check Your Email' }).waitFor();
    expect(signups.at(-1)).toMatchObject({ organization_website: 'https://northwind.example', email });
    // The address wraps before the @ or after a dot, never inside a word: each line after the first starts there.
    const lines = await page.locator('strong', { hasText: 'procurement' }).evaluate((el) => {
      const tops: { top: number; char: string; before: string }[] = [];
      const text = el.textContent!;
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      let offset = 0;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let i = 0; i < node.textContent!.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          tops.push({ top: Math.round(range.getBoundingClientRect().top), char: text[offset], before: text[offset - 1] ?? '' });
          offset++;
        }
      }
      return tops.filter((t, i) => i > 0 && t.top > tops[i - 1].top).map((t) => `${t.before}|${t.char}`);
    });
    expect(lines.every((l) => l.endsWith('|@') || l.startsWith('.|'))).toBe(true);
    await page.screenshot({ path: `${shots}/fh-check-email.png` });
    await close();
  }, 60_000);

  it("says 'Logged out successfully!' when the dashboard sends a person back after signing out, once", async () => {
    const { page, close } = await open('/?signed_out=1');
    await page.getByText('Logged out successfully!').waitFor();
    expect(new URL(page.url()).search).toBe('');
    await page.reload();
    await page.locator('h1').first().waitFor();
    await page.waitForTimeout(1000);
    await expect(page.getByText('Logged out successfully!').count()).resolves.toBe(0);
    await close();
  });
});
