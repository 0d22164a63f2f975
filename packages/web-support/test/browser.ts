// Debian's Chromium for the site's and dashboard's browser tests, launched the same way by both.
import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM);
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** Debian's Chromium; nothing is ever downloaded. Each test makes its own context (fresh storage). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
}

export type Viewport = { width: number; height: number };
export const DESKTOP: Viewport = { width: 1280, height: 800 };
export const PHONE: Viewport = { width: 360, height: 740 };

/** A fresh context (empty localStorage) with the colour scheme the system reports. */
export function newContext(browser: Browser, { viewport = DESKTOP, colorScheme = 'light' as 'light' | 'dark', reducedMotion = 'no-preference' as 'reduce' | 'no-preference' } = {}): Promise<BrowserContext> {
  return browser.newContext({ viewport, colorScheme, reducedMotion });
}
