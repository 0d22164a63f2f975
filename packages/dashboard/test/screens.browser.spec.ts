import AxeBuilder from '@axe-core/playwright';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { makePdf } from '../../../apps/api/test/support/pdf-fixtures';
import { DESKTOP, hasChromium, launchBrowser, PHONE } from './support/browser';
import { startDashboardStack } from './support/dashboard-stack';

// The docs' screenshots are rewritten only on request (UPDATE_SCREENSHOTS=1), so a test run leaves the tree clean.
const folder = process.env.UPDATE_SCREENSHOTS
  ? fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url))
  : mkdtempSync(join(tmpdir(), 'pagewise-dashboard-screenshots-'));

const SCREENS = [
  { name: 'home', path: '/', heading: 'Welcome, Meera' },
  { name: 'documents', path: '/documents', heading: 'Documents' },
  { name: 'playground', path: '/playground', heading: 'Playground' },
  // Opened: the conversation beside the list, with its answer (and cited pages where the history carries them).
  { name: 'conversations', path: '/conversations', heading: 'Conversations', click: 'How early are hotels booked?' },
  { name: 'keys', path: '/keys', heading: 'API keys' },
  { name: 'widget', path: '/widget', heading: 'Widget' },
  { name: 'usage', path: '/usage', heading: 'Usage' },
  { name: 'questions', path: '/questions', heading: 'Questions' },
  { name: 'webhooks', path: '/webhooks', heading: 'Webhooks' },
  { name: 'account', path: '/account', heading: 'Account' },
] as const;

const VARIANTS = [
  { name: 'light', viewport: DESKTOP, colorScheme: 'light' },
  { name: 'dark', viewport: DESKTOP, colorScheme: 'dark' },
  { name: 'mobile', viewport: PHONE, colorScheme: 'light' },
] as const;

const suite = hasChromium ? describe : describe.skip;

/** Every screen, signed in with real data, in light, dark and at 360 px: axe, sideways overflow, keyboard, screenshots. */
suite('every dashboard screen: accessibility, 360 px, keyboard and screenshots (docs/screenshots/dashboard-*.png)', () => {
  let stack: Awaited<ReturnType<typeof startDashboardStack>>;
  let browser: Browser;
  let cookies: Awaited<ReturnType<BrowserContext['cookies']>>;

  beforeAll(async () => {
    mkdirSync(folder, { recursive: true });
    [stack, browser] = await Promise.all([startDashboardStack(), launchBrowser()]);
    // One signed-in, Pro organization with a processed document and an answered question.
    const setup = await browser.newContext();
    const post = (path: string, data: unknown) => setup.request.post(`${stack.apiUrl}/api/auth/${path}`, { data, headers: { Origin: stack.dashboardUrl } });
    await post('signup/', {
      account_type: 'organization', first_name: 'Meera', middle_name: '', last_name: 'Iyer', email: 'meera@globex.test', phone: '+91 98765 43210', country: 'IN',
      password: 'correct horse battery', password_confirm: 'correct horse battery', organization_name: 'Globex', organization_website: 'https://globex.test', organization_description: '', role_in_organization: 'Member',
    });
    const mail = await stack.smtp.waitFor((m) => m.to.includes('meera@globex.test'));
    await post('verify-email/', { token: new URL(/(http\S+\/verify-email\?token=\S+)/.exec(mail.text)![1]).searchParams.get('token') });
    const profile = await (await setup.request.get(`${stack.apiUrl}/api/auth/profile/`)).json();
    stack.cli('org:plan', '--org', profile.organization.id, '--plan', 'pro');
    const headers = { Origin: stack.dashboardUrl };
    await setup.request.post(`${stack.apiUrl}/v1/webhooks`, { headers, data: { url: 'https://hooks.globex.test/pagewise', events: ['document.processed', 'document.failed'] } });
    const pdf = await makePdf({ pages: ['Globex travel policy.', 'Hotels are booked through the travel desk at least 7 days ahead.'] });
    const uploaded = await (await setup.request.post(`${stack.apiUrl}/v1/documents`, { headers, multipart: { file: { name: 'travel-policy.pdf', mimeType: 'application/pdf', buffer: pdf } } })).json();
    for (let i = 0; i < 60; i++) {
      const d = await (await setup.request.get(`${stack.apiUrl}/v1/documents/${uploaded.id}`, { headers })).json();
      if (d.status !== 'processing') break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const answered = await (await setup.request.post(`${stack.apiUrl}/v1/chat`, { headers, data: { message: 'How early are hotels booked?' } })).json();
    // For the Questions screen: an answer rated down and a question the document does not cover.
    await setup.request.post(`${stack.apiUrl}/v1/chat/feedback`, { headers, data: { message_id: answered.message_id, rating: 'down' } });
    await setup.request.post(`${stack.apiUrl}/v1/chat`, { headers, data: { message: 'Can I bring my dog to the office?' } });
    cookies = await setup.cookies();
    await setup.close();
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });

  async function open(path: string, variant: (typeof VARIANTS)[number]): Promise<{ page: Page; context: BrowserContext }> {
    const context = await browser.newContext({ viewport: variant.viewport, colorScheme: variant.colorScheme, reducedMotion: 'reduce' });
    await context.addCookies(cookies);
    const page = await context.newPage();
    await page.goto(`${stack.dashboardUrl}${path}`);
    return { page, context };
  }

  for (const screen of SCREENS) {
    it(`${screen.name}: no axe violations in light and dark, nothing sideways at 360 px, screenshots`, async () => {
      for (const variant of VARIANTS) {
        const { page, context } = await open(screen.path, variant);
        await page.getByRole('heading', { level: 1, name: screen.heading }).waitFor();
        // Loaded: no skeleton left.
        await page.waitForFunction(() => !document.querySelector('[aria-busy=true]'), undefined, { timeout: 15_000 });
        if ('click' in screen) {
          await page.getByRole('button', { name: screen.click }).click();
          await page.getByRole('list', { name: 'Turns' }).waitFor();
        }
        await page.evaluate(() => document.fonts.ready);
        if (variant.name !== 'mobile') {
          const { violations } = await new AxeBuilder({ page }).analyze();
          expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(variant.viewport.width);
        await page.screenshot({ path: join(folder, `dashboard-${screen.name}-${variant.name}.png`), fullPage: variant.name !== 'mobile' });
        await context.close();
      }
    }, 120_000);
  }

  it('works by keyboard: a skip link first, then every screen in the menu, each with a visible focus ring (solid, 2 px or more)', async () => {
    const { page, context } = await open('/', VARIANTS[0]);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Skip to content');
    const visited: string[] = [];
    for (let i = 0; i < 20 && visited.length < 10; i++) {
      await page.keyboard.press('Tab');
      const focus = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const style = getComputedStyle(el);
        return { text: el.textContent?.trim(), tag: el.tagName, inNav: Boolean(el.closest('nav')), outline: `${style.outlineStyle} ${style.outlineWidth}` };
      });
      if (!/^solid [2-9]px$/.test(focus.outline)) throw new Error(`${focus.tag} "${focus.text}" has the focus outline ${focus.outline}`);
      if (focus.inNav && focus.text) {
        visited.push(focus.text);
      }
    }
    expect(visited).toEqual(['Home', 'Documents', 'Playground', 'Conversations', 'API keys', 'Widget', 'Usage', 'Questions', 'Webhooks', 'Account']);
    // Enter on a menu entry opens its screen.
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/account$/);
    await context.close();
  }, 60_000);

  it('opens the menu at 360 px and reaches a screen from it', async () => {
    const { page, context } = await open('/', VARIANTS[2]);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'API keys' }).click();
    await page.getByRole('heading', { level: 1, name: 'API keys' }).waitFor();
    await expect(menu.isVisible()).resolves.toBe(false);
    await context.close();
  }, 60_000);
});
