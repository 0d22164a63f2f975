import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { cspViolations, expectRefusedOrigin, hasChromium, launchBrowser, openPage } from './support/browser';
import { startHostSite } from './support/host-page';
import { buildApi, startRealApi } from './support/real-api';
import { startStandInApi } from './support/stand-in-api';
import { tinyPdf } from './support/tiny-pdf';

const widgetFile = fileURLToPath(new URL('../dist/widget.js', import.meta.url));

if (!hasChromium) console.warn('Skipping the real-API widget tests: /usr/bin/chromium is missing (apt-get install chromium).');
const suite = hasChromium ? describe : describe.skip;

/**
 * The widget against the real apps/api (built, started with a fresh data directory, an organization
 * made by the operator CLI, a publishable key and an uploaded PDF), embedded in pages on other origins.
 */
suite('the widget against the real Pagewise API', () => {
  let api: Awaited<ReturnType<typeof startRealApi>>;
  let scripts: Awaited<ReturnType<typeof startStandInApi>> | undefined;
  let site: Awaited<ReturnType<typeof startHostSite>>;
  let refusedSite: Awaited<ReturnType<typeof startHostSite>>;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let context: BrowserContext;

  beforeAll(async () => {
    buildApi();
    api = await startRealApi('pro');
    await api.upload(
      'Policy handbook.pdf',
      tinyPdf([
        ['Acme Insurance policy handbook.', 'This handbook explains cover, claims and refunds.'],
        ['Refunds.', 'Approved refunds are paid within 14 days of the claim decision.', 'Refunds go back to the original payment method.'],
      ]),
    );
    // Until AppModule imports WidgetAssetModule, the API has no /widget.js: serve the file beside it.
    let scriptOrigin = api.url;
    if ((await fetch(`${api.url}/widget.js`)).status !== 200) {
      scripts = await startStandInApi({
        extra: (req, res) => (req.url === '/widget.js' ? (res.writeHead(200, { 'Content-Type': 'application/javascript' }).end(readFileSync(widgetFile)), true) : false),
      });
      scriptOrigin = scripts.url;
    }
    // The pages' origins are known only once they listen, and the key must name its allowed origin,
    // so the pages read the key lazily from this holder.
    const tag: Record<string, string> = { 'data-api-url': api.url };
    const csp = `default-src 'self'; script-src ${scriptOrigin}; connect-src ${api.url}; style-src 'self'`;
    site = await startHostSite(scriptOrigin, [
      { path: '/', attributes: tag },
      { path: '/strict-csp', attributes: tag, csp },
    ]);
    refusedSite = await startHostSite(scriptOrigin, [{ path: '/', attributes: tag }]);
    tag['data-api-key'] = await api.publishableKey([site.url]);
    browser = await launchBrowser();
    context = browser.context;
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await Promise.all([api?.close(), scripts?.close(), site?.close(), refusedSite?.close()]);
  });

  const open = (url: string, size?: { width: number; height: number }) => openPage(context, url, size);

  const ask = async (page: Page) => {
    await page.getByRole('button', { name: /^Chat: / }).click();
    await page.getByRole('textbox', { name: 'Your question' }).fill('How long do refunds take?');
    await page.keyboard.press('Enter');
    const chip = page.getByRole('button', { name: /Policy handbook\.pdf, page 2/ }).first();
    await chip.waitFor({ timeout: 20_000 });
    return chip;
  };

  it('streams an answer from an uploaded PDF and cites its page', async () => {
    const { page } = await open(`${site.url}/`);
    await ask(page);
    await expect(page.locator('pagewise-widget [part=answer]').last().textContent()).resolves.toContain('14 days');
    await page.close();
  });

  it('shows a question the documents do not cover apart, with a hint to rephrase and no sources', async () => {
    const { page } = await open(`${site.url}/`, { width: 420, height: 640 });
    await page.getByRole('button', { name: /^Chat: / }).click();
    await page.getByRole('textbox', { name: 'Your question' }).fill('What is the capital of Mongolia?');
    await page.keyboard.press('Enter');
    const answer = page.locator('pagewise-widget [part=answer].nf');
    await answer.waitFor({ timeout: 20_000 });
    await expect(answer.textContent()).resolves.toContain("I couldn't find anything about that in your documents.");
    await expect(answer.getByRole('list', { name: 'Sources' }).count()).resolves.toBe(0);
    const hint = await answer.evaluate((el) => getComputedStyle(el, '::after').content);
    expect(hint).toContain('Try other words');
    // docs/screenshots/widget-not-found.png is rewritten only on request, so a test run leaves the tree clean.
    if (process.env.UPDATE_SCREENSHOTS) await page.screenshot({ path: fileURLToPath(new URL('../../../docs/screenshots/widget-not-found.png', import.meta.url)) });
    await page.close();
  });

  it('is refused on an origin the key does not list, with a console message for the site owner', async () => {
    await expectRefusedOrigin(context, refusedSite.url);
  });

  it('works on a page served with a strict Content-Security-Policy', async () => {
    const { page, console } = await open(`${site.url}/strict-csp`);
    await ask(page);
    expect(cspViolations(console)).toEqual([]);
    await page.close();
  });
});
