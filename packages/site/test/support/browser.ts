import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium, type ConsoleMessage } from 'playwright-core';

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

/**
 * Chrome logs every 4xx answer as a console error. A visitor who is not signed in gets two on each page: the
 * profile look-up at start (401) and its one refresh (401), as the session rules ask (docs/site.md). Those two
 * are expected; any other console error counts.
 */
export const unexpectedConsoleError = (m: ConsoleMessage) => m.type() === 'error' && !/\/api\/auth\/(profile|token\/refresh)\/$/.test(m.location().url);
