import { existsSync, readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { type Browser, chromium } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM);

/**
 * Chromium's print to PDF (what "Save as PDF" in a browser writes): HarfBuzz shaping, its own font subsets and
 * ToUnicode maps, so the same text reaches the parser differently than from pdfkit. One browser for the caller's
 * whole file; fonts come inline, so nothing is fetched.
 */
export class ChromiumPrinter {
  private browser: Browser | null = null;

  async print(pages: Array<{ text: string; font?: string; dir?: 'rtl' | 'ltr' }>): Promise<Buffer> {
    this.browser ??= await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
    });
    const faces = [...new Set(pages.map((p) => p.font).filter((f): f is string => !!f))];
    const css = faces
      .map((file, i) => `@font-face { font-family: f${i}; src: url(data:font/${extname(file).slice(1)};base64,${readFileSync(file).toString('base64')}); }`)
      .join('\n');
    const body = pages
      .map((p) => `<section dir="${p.dir ?? 'ltr'}" style="font-family: ${p.font ? `f${faces.indexOf(p.font)}, ` : ''}DejaVu Sans; break-after: page">${p.text}</section>`)
      .join('');
    const page = await this.browser.newPage();
    try {
      await page.setContent(`<!doctype html><meta charset="utf-8"><style>${css} body { font-size: 14pt; }</style>${body}`);
      await page.evaluate(() => document.fonts.ready);
      return await page.pdf({ format: 'A4' });
    } finally {
      await page.close();
    }
  }

  async close(): Promise<void> {
    await this.browser?.close();
  }
}
