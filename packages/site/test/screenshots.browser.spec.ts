import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { DESKTOP, hasChromium, launchBrowser, newContext, PHONE } from './support/browser';
import { startSiteStack } from './support/site-stack';

// The docs' screenshots are rewritten only on request (UPDATE_SCREENSHOTS=1), so a test run leaves the tree clean.
const folder = process.env.UPDATE_SCREENSHOTS
  ? fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url))
  : mkdtempSync(join(tmpdir(), 'pagewise-site-screenshots-'));

const suite = hasChromium ? describe : describe.skip;

suite('screenshots of the landing and pricing pages (docs/screenshots/site-*.png)', () => {
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

  for (const page of [
    { name: 'landing', path: '/', ready: 'heading:We build secure' },
    { name: 'pricing', path: '/pricing', ready: 'text:Most Popular' },
  ]) {
    it(`${page.name}: light, dark and 360 px wide`, async () => {
      for (const variant of variants) {
        const context = await newContext(browser, { viewport: variant.viewport, colorScheme: variant.colorScheme, reducedMotion: 'reduce' });
        const tab = await context.newPage();
        await tab.goto(`${stack.site.url}${page.path}`);
        const [kind, text] = page.ready.split(':');
        await (kind === 'heading' ? tab.getByRole('heading', { name: new RegExp(text) }) : tab.getByText(text)).first().waitFor();
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
