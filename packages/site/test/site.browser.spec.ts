import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { hasChromium, launchBrowser, newContext, PHONE, unexpectedConsoleError } from './support/browser';
import { SALES_EMAIL, startSiteStack } from './support/site-stack';

if (!hasChromium) console.warn('Skipping the site browser tests: /usr/bin/chromium is missing (apt-get install chromium).');
const suite = hasChromium ? describe : describe.skip;

const ROUTES = ['/', '/features', '/services', '/pricing', '/contact', '/about', '/api', '/terms', '/privacy'];

/**
 * The built site in Chromium against the real API (its own data directory) and a real SMTP server:
 * what a visitor does, and what they cannot see go wrong (contrast, focus, theme flashes).
 */
suite('the site in Chromium against the real API', () => {
  let stack: Awaited<ReturnType<typeof startSiteStack>>;
  let browser: Browser;

  beforeAll(async () => {
    [stack, browser] = await Promise.all([startSiteStack(), launchBrowser()]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });

  async function open(path: string, options: Parameters<typeof newContext>[1] = {}) {
    const context = await newContext(browser, options);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => unexpectedConsoleError(m) && errors.push(m.text()));
    await page.goto(`${stack.site.url}${path}`);
    await page.locator('h1').first().waitFor();
    return { page, errors, close: () => context.close() };
  }

  it('sends a contact inquiry that the API stores and mails to sales and to the sender', async () => {
    const { page, errors, close } = await open('/contact');
    await page.getByLabel('Full Name').fill('  Meera <b>Iyer</b> ');
    await page.getByLabel('Business Email').fill('Meera@Globex.COM');
    await page.getByLabel('Company (optional)').fill('Globex');
    await page.getByLabel('Subject').fill('Private LLM for claims');
    await page.getByLabel('Project Requirements').fill('Document chat over 40 policy manuals, answers in Hindi and English.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Thank you for your inquiry! Our enterprise team will contact you within 24 hours to discuss your requirements.').waitFor();
    await expect(page.getByLabel('Full Name').inputValue()).resolves.toBe('');

    // The sales mail quotes the reference of the stored inquiry; the sender gets an acknowledgement.
    const sales = await stack.smtp.waitFor((m) => m.to.includes(SALES_EMAIL));
    expect(sales.replyTo).toBe('meera@globex.com');
    expect(sales.text).toContain('Name: Meera bIyer/b');
    expect(sales.text).toContain('Document chat over 40 policy manuals');
    expect(sales.text).toMatch(/reference [0-9a-f-]{36}/);
    const ack = await stack.smtp.waitFor((m) => m.to.includes('meera@globex.com'));
    expect(ack.text).toContain(sales.text.match(/reference ([0-9a-f-]{36})/)![1]);
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the API\'s plans and pages the details 4 at a time, wrapping at both ends', async () => {
    const { page, close } = await open('/pricing');
    const free = page.getByRole('article').filter({ hasText: 'Free' }).first();
    await free.getByRole('button', { name: 'Get Started Free' }).click();
    const dialog = page.getByRole('dialog', { name: 'Free plan details' });
    const features = dialog.getByTestId('plan-features').getByRole('listitem');
    await expect(features.count()).resolves.toBe(4);
    await expect(features.first().textContent()).resolves.toBe('1 PDF, up to 500KB (about 2-3 pages)');
    await dialog.getByRole('button', { name: 'Previous features' }).click();
    await expect(features.allTextContents()).resolves.toEqual(['Community support']);
    await expect(dialog.getByRole('button', { name: 'Page 3 of 3' }).getAttribute('aria-current')).resolves.toBe('true');
    await dialog.getByRole('button', { name: 'Next features' }).click();
    await expect(features.first().textContent()).resolves.toBe('1 PDF, up to 500KB (about 2-3 pages)');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await close();
  });

  it('locks the page while the mobile menu is open, and closes it on the backdrop, the close button and a link', async () => {
    const { page, close } = await open('/', { viewport: PHONE });
    await page.evaluate(() => window.scrollTo(0, 400));
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const scrollY = () => page.evaluate(() => window.scrollY);

    const openMenu = async () => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await menu.waitFor();
    };
    await openMenu();
    expect((await menu.boundingBox())!.width).toBeLessThanOrEqual(350);
    const before = await scrollY();
    await page.mouse.move(20, 400);
    await page.mouse.wheel(0, 600);
    await page.keyboard.press('PageDown');
    await page.keyboard.press('End');
    await page.waitForTimeout(300);
    expect(await scrollY()).toBe(before);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    await page.mouse.click(5, 400); // the backdrop, left of the panel
    await menu.waitFor({ state: 'detached' });
    await page.mouse.wheel(0, 300);
    await page.waitForFunction((y) => window.scrollY > y, before);

    await openMenu();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await menu.waitFor({ state: 'detached' });

    await openMenu();
    await menu.getByRole('link', { name: 'Contact Us' }).click();
    await menu.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: "Let's Talk." }).waitFor();
    await close();
  });

  it('keeps the chosen theme across a reload, applied before any bundle runs', async () => {
    const context = await newContext(browser, { colorScheme: 'light' });
    const page = await context.newPage();
    await page.goto(`${stack.site.url}/`);
    await page.getByRole('button', { name: 'Dark theme' }).click();
    expect(await page.evaluate(() => localStorage.getItem('pagewise-theme'))).toBe('dark');

    // With the app's JavaScript blocked, only the inline head script can set the theme: the page as rendered
    // ahead of time (which knows no visitor, so its toggle says "system") paints dark.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    const painted = await page.evaluate(() => ({
      dark: document.documentElement.classList.contains('dark'),
      background: getComputedStyle(document.body).backgroundColor,
      pressed: document.querySelector('[aria-pressed=true]')?.getAttribute('aria-label'),
    }));
    expect(painted).toEqual({ dark: true, background: 'rgb(11, 18, 32)', pressed: 'System theme' });

    await page.unroute('**/assets/*.js');
    await page.reload();
    await page.getByRole('button', { name: 'Dark theme', pressed: true }).waitFor();
    await context.close();
  });

  it('has no axe violations on any route, in light and in dark', async () => {
    const found: string[] = [];
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const path of ROUTES) {
        const { page, errors, close } = await open(path, { colorScheme, reducedMotion: 'reduce' });
        if (path === '/pricing') await page.getByText('Most Popular').waitFor();
        const { violations } = await new AxeBuilder({ page }).analyze();
        for (const v of violations) found.push(`${colorScheme} ${path}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
        found.push(...errors.map((e) => `${colorScheme} ${path}: console error ${e}`));
        await close();
      }
    }
    expect(found).toEqual([]);
  }, 120_000);

  it('has no axe violations with the plan details or the mobile menu open', async () => {
    const pricing = await open('/pricing', { colorScheme: 'dark' });
    await pricing.page.getByRole('button', { name: 'More Details about Pro' }).click();
    await pricing.page.getByRole('dialog').waitFor();
    expect((await new AxeBuilder({ page: pricing.page }).analyze()).violations.map((v) => v.id)).toEqual([]);
    await pricing.close();
    const phone = await open('/', { viewport: PHONE });
    await phone.page.getByRole('button', { name: 'Open menu' }).click();
    await phone.page.getByRole('dialog', { name: 'Menu' }).waitFor();
    expect((await new AxeBuilder({ page: phone.page }).analyze()).violations.map((v) => v.id)).toEqual([]);
    await phone.close();
  });

  it('can be used by keyboard alone: every header control takes focus in order, with a visible ring', async () => {
    const { page, close } = await open('/');
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const style = getComputedStyle(el);
        return { name: el.getAttribute('aria-label') ?? el.textContent?.trim(), outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineOffset}` };
      });
    const walk: string[] = [];
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab');
      const { name, outline } = await focused();
      walk.push(name!);
      expect([name, outline]).toEqual([name, 'solid 2px 2px']);
    }
    expect(walk).toEqual(['Skip to content', 'Pagewise', 'About', 'Features', 'Contact', 'Light theme', 'Dark theme', 'System theme', 'Sign in', 'Start Your AI Journey']);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter'); // System theme → stays system
    await close();

    // The small-screen menu: open with Enter, focus moves in, Escape closes and gives focus back.
    const phone = await open('/', { viewport: PHONE });
    for (let i = 0; i < 6; i++) await phone.page.keyboard.press('Tab');
    expect((await focusedName(phone.page))).toBe('Open menu');
    await phone.page.keyboard.press('Enter');
    const menu = phone.page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    await phone.page.waitForFunction(() => document.activeElement?.closest('[role=dialog]') !== null);
    await phone.page.keyboard.press('Tab');
    expect(await phone.page.evaluate(() => getComputedStyle(document.activeElement!).outlineWidth)).toBe('2px');
    await phone.page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    // Focus goes back in the dialog's closing effect, which a busy machine runs a little after the dialog is gone.
    await phone.page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Open menu', undefined, { timeout: 5_000 }).catch(() => undefined);
    expect(await focusedName(phone.page)).toBe('Open menu');
    await phone.close();
  });

  it('turns the header translucent once the page is scrolled more than 10 px', async () => {
    const { page, close } = await open('/');
    const header = page.locator('header');
    const state = async (y: number) => {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForFunction((top) => Math.round(window.scrollY) === top, y);
      await page.waitForTimeout(250); // the 200 ms colour transition
      return [await header.getAttribute('data-scrolled'), await header.evaluate((h) => getComputedStyle(h).backgroundColor)];
    };
    expect(await state(10)).toEqual(['false', 'rgb(255, 255, 255)']);
    expect(await state(11)).toEqual(['true', 'rgba(255, 255, 255, 0.85)']);
    expect(await state(0)).toEqual(['false', 'rgb(255, 255, 255)']);
    await close();
  });

  it('sends unknown paths home, and every footer link (/docs included) to its page', async () => {
    const { page, close } = await open('/no-such-page');
    await page.waitForURL(`${stack.site.url}/`);
    const links = await page.getByRole('contentinfo').getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(links).toEqual(expect.arrayContaining(['/features', '/pricing', '/docs', '/api', '/about', '/contact', '/terms', '/privacy', '/login', 'mailto:support@pagewise.ai']));
    for (const href of links.filter((h) => h.startsWith('/'))) {
      await page.goto(`${stack.site.url}${href}`);
      await page.locator('h1').first().waitFor();
      expect(new URL(page.url()).pathname).toBe(href);
    }
    await close();
  });
});

const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim());
