import { expect } from '@jest/globals';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM);

/** Debian's Chromium with a fresh profile; nothing is ever downloaded. */
export async function launchBrowser(): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'pagewise-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** A new tab on `url` that records the console, with a fresh conversation (reloads in the tab keep it). */
export async function openPage(context: BrowserContext, url: string, size = { width: 1280, height: 800 }) {
  const page = await context.newPage();
  await page.setViewportSize(size);
  const console: string[] = [];
  page.on('console', (m) => console.push(m.text()));
  await page.addInitScript(() => sessionStorage.getItem('kept') || (localStorage.clear(), sessionStorage.setItem('kept', '1')));
  await page.goto(url);
  return { page, console };
}

/** On an origin its key does not allow, the widget shows nothing and tells the site owner why in the console. */
export async function expectRefusedOrigin(context: BrowserContext, siteUrl: string) {
  const { page, console } = await openPage(context, `${siteUrl}/`);
  const refusal = `is not allowed on ${siteUrl}. Add the origin to the key's allowed origins.`;
  await page.waitForEvent('console', { predicate: (m) => m.text().includes(refusal), timeout: 10_000 }).catch(() => undefined);
  expect(console.join('\n')).toContain(refusal);
  await expect(page.locator('pagewise-widget').getByRole('button').count()).resolves.toBe(0);
  await page.close();
}

/** Console lines a Content-Security-Policy violation leaves behind. */
export const cspViolations = (console: string[]) => console.filter((line) => /Content Security Policy|Refused to/i.test(line));
