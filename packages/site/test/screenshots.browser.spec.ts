import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, hasChromium, launchBrowser, newContext, PHONE } from './support/browser';
import { startSiteStack } from './support/site-stack';

// The docs' screenshots are rewritten only on request (UPDATE_SCREENSHOTS=1), so a test run leaves the tree clean.
const folder = process.env.UPDATE_SCREENSHOTS
  ? fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url))
  : mkdtempSync(join(tmpdir(), 'pagewise-site-screenshots-'));

const suite = hasChromium ? describe : describe.skip;

suite('screenshots of the landing, pricing, signup and password-reset pages (docs/screenshots/site-*.png)', () => {
  let stack: Awaited<ReturnType<typeof startSiteStack>>;
  let browser: Browser;

  beforeAll(async () => {
    mkdirSync(folder, { recursive: true });
    [stack, browser] = await Promise.all([startSiteStack(), launchBrowser()]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });

  const variants = [
    { name: 'light', viewport: DESKTOP, colorScheme: 'light' },
    { name: 'dark', viewport: DESKTOP, colorScheme: 'dark' },
    { name: 'mobile', viewport: PHONE, colorScheme: 'light' },
  ] as const;

  const pages: { name: string; path: string; ready: string; step?: (tab: Page) => Promise<void> }[] = [
    { name: 'landing', path: '/', ready: 'heading:We build secure' },
    { name: 'pricing', path: '/pricing', ready: 'text:Most Popular' },
    // The organization form: every field a signup can show.
    {
      name: 'signup',
      path: '/signup',
      ready: 'heading:Create your account',
      step: async (tab) => {
        await tab.getByRole('button', { name: /^Organization/ }).click();
        await tab.getByRole('button', { name: 'Create Account' }).waitFor();
      },
    },
    // The code step: the six boxes and the countdown (the API answers any address alike).
    {
      name: 'forgot-password',
      path: '/forgot-password',
      ready: 'heading:Forgot your password?',
      step: async (tab) => {
        await tab.getByLabel('Email').fill('ada@example.com');
        await tab.getByRole('button', { name: 'Send Verification Code' }).click();
        await tab.locator('time').waitFor();
      },
    },
  ];

  for (const page of pages) {
    it(`${page.name}: light, dark and 360 px wide`, async () => {
      for (const variant of variants) {
        const context = await newContext(browser, { viewport: variant.viewport, colorScheme: variant.colorScheme, reducedMotion: 'reduce' });
        const tab = await context.newPage();
        await tab.goto(`${stack.site.url}${page.path}`);
        const [kind, text] = page.ready.split(':');
        await (kind === 'heading' ? tab.getByRole('heading', { name: new RegExp(text) }) : tab.getByText(text)).first().waitFor();
        if (page.step) await page.step(tab);
        await tab.evaluate(() => document.fonts.ready);
        const file = join(folder, `site-${page.name}-${variant.name}.png`);
        // At 360 px the first screen is what a person judges; the overflow check below covers the rest.
        await tab.screenshot({ path: file, fullPage: variant.name !== 'mobile' });
        // Nothing sticks out sideways at any width.
        expect(await tab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(variant.viewport.width);
        await context.close();
      }
    }, 60_000);
  }
});
