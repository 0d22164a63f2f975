import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { cspViolations, expectRefusedOrigin, hasChromium, launchBrowser, openPage } from './support/browser';
import { startHostSite } from './support/host-page';
import { buildApi, startRealApi } from './support/real-api';
import { startStandInApi } from './support/stand-in-api';
import { tinyPdf } from './support/tiny-pdf';

const widgetFile = fileURLToPath(new URL('../dist/widget.js', import.meta.url));
const LANGUAGES = ['hi', 'ta', 'mr'];
const pack = (lang: string) => JSON.parse(readFileSync(fileURLToPath(new URL(`../src/i18n/packs/${lang}.json`, import.meta.url)), 'utf8'));

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
    // One visitor (this browser) asks a dozen questions within a minute or two: more than a Pro plan lets one
    // widget visitor ask a day, and more requests than the widget's 10 a minute.
    api = await startRealApi('enterprise', { RATE_LIMIT_WIDGET_PER_MINUTE: '100' });
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
    const tags: Record<string, string>[] = [];
    const tagged = (extra: Record<string, string> = {}) => (tags.push({ 'data-api-url': api.url, ...extra }), tags.at(-1)!);
    const tag = tagged();
    const csp = `default-src 'self'; script-src ${scriptOrigin}; connect-src ${api.url}; style-src 'self'`;
    site = await startHostSite(scriptOrigin, [
      { path: '/', attributes: tag },
      { path: '/strict-csp', attributes: tag, csp },
      ...LANGUAGES.map((lang) => ({ path: `/${lang}`, attributes: tagged({ 'data-lang': lang }) })),
      ...['light', 'dark'].map((theme) => ({ path: `/${theme}`, attributes: tagged({ 'data-theme': theme }) })),
    ]);
    refusedSite = await startHostSite(scriptOrigin, [{ path: '/', attributes: tag }]);
    const key = await api.publishableKey([site.url]);
    for (const t of tags) t['data-api-key'] = key;
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
    const chip = page.locator('pagewise-widget [part=citation]', { hasText: 'Policy handbook.pdf, page 2' }).first();
    await chip.waitFor({ timeout: 20_000 });
    return chip;
  };

  it('streams an answer from an uploaded PDF, cites its page with the quoted sentence, and shows both again after a reload', async () => {
    const { page } = await open(`${site.url}/`);
    await ask(page);
    const answer = page.locator('pagewise-widget [part=answer]').last();
    await expect(answer.textContent()).resolves.toContain('14 days');
    const sources = () => page.getByRole('list', { name: 'Sources' }).first().textContent();
    const cited = await sources();
    // The chip, then the sentence the API gives as the source's snippet.
    expect(cited).toMatch(/^1Policy handbook\.pdf, page 2\S/);
    await page.reload();
    await page.getByRole('button', { name: /^Chat: / }).click();
    await expect(sources()).resolves.toBe(cited);
    await page.close();
  });

  it.each(LANGUAGES)('speaks %s with the pack the API serves, and answers from the PDF', async (lang) => {
    const words = pack(lang);
    const { page } = await open(`${site.url}/${lang}`);
    // These words are in the pack only, not in widget.js: the API served it.
    await page.getByRole('button', { name: words.launcher.replace('{title}', words.title) }).click();
    await page.getByRole('textbox', { name: words.question }).fill('How long do refunds take?');
    await page.keyboard.press('Enter');
    const citation = words.citation.replace('{name}', 'Policy handbook.pdf').replace('{page}', '2');
    await page.locator('pagewise-widget [part=citation]', { hasText: citation }).first().waitFor({ timeout: 20_000 });
    await expect(page.locator('pagewise-widget').getAttribute('lang')).resolves.toBe(lang);
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
    await expect(answer.locator('.hint').textContent()).resolves.toBe('Try other words, or ask about what the documents cover.');
    // docs/screenshots/widget-not-found.png is rewritten only on request, so a test run leaves the tree clean.
    if (process.env.UPDATE_SCREENSHOTS) await page.screenshot({ path: fileURLToPath(new URL('../../../docs/screenshots/widget-not-found.png', import.meta.url)) });
    await page.close();
  });

  it('shows the starter questions the owner saved, and one click asks it and answers from the PDF', async () => {
    // Suggested from the documents first, as the dashboard's "Suggest from my documents" does, then saved.
    const res = await fetch(`${api.url}/v1/widget/starter-questions/suggestions`, { headers: { Authorization: `Bearer ${api.adminKey}` } });
    expect(res.status).toBe(200);
    expect(Array.isArray((await res.json()).suggestions)).toBe(true);
    await api.widgetSettings({ starter_questions: ['How long do refunds take?', 'Is water damage covered?'] });
    try {
      const { page } = await open(`${site.url}/`);
      await page.getByRole('button', { name: /^Chat: / }).click();
      const starters = page.getByRole('group', { name: 'Suggested questions' });
      await expect(starters.getByRole('button').allTextContents()).resolves.toEqual(['How long do refunds take?', 'Is water damage covered?']);
      if (process.env.UPDATE_SCREENSHOTS) await page.screenshot({ path: fileURLToPath(new URL('../../../docs/screenshots/widget-starter-questions.png', import.meta.url)) });
      await starters.getByRole('button', { name: 'How long do refunds take?' }).click();
      await page.locator('pagewise-widget [part=citation]', { hasText: 'Policy handbook.pdf, page 2' }).first().waitFor({ timeout: 20_000 });
      await expect(page.locator('pagewise-widget [part=answer]').last().textContent()).resolves.toContain('14 days');
      // Asked: the chips give way to the conversation.
      await expect(starters.count()).resolves.toBe(0);
      await page.close();
    } finally {
      await api.widgetSettings({ starter_questions: null });
    }
  });

  it('opens the cited page with the quoted sentence marked where the owner allows it (page_viewer)', async () => {
    await api.widgetSettings({ page_viewer: true });
    try {
      const { page } = await open(`${site.url}/`);
      const chip = await ask(page);
      await expect(chip.evaluate((el) => el.tagName)).resolves.toBe('BUTTON');
      await chip.click();
      const dialog = page.locator('pagewise-widget [part=page]');
      await dialog.waitFor({ timeout: 20_000 });
      const canvas = dialog.locator('canvas');
      // A canvas is 300 pixels wide until the page is drawn on it (150 dpi: over 1,000).
      await page.waitForFunction((el) => (el as HTMLCanvasElement).width > 600, await canvas.elementHandle(), { timeout: 30_000 });
      // The highlighter's yellow multiplied into a white page: (253, 224, 71) where the sentence is, and only there.
      const marked = await canvas.evaluate((el) => {
        const c = el as HTMLCanvasElement;
        const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
        let yellow = 0;
        for (let i = 0; i < data.length; i += 4) if (data[i] > 200 && data[i + 1] > 180 && data[i + 2] < 140) yellow++;
        return { yellow, share: yellow / (c.width * c.height) };
      });
      expect(marked.yellow).toBeGreaterThan(0);
      expect(marked.share).toBeLessThan(0.2);
      if (process.env.UPDATE_SCREENSHOTS) await page.screenshot({ path: fileURLToPath(new URL('../../../docs/screenshots/widget-page-highlight.png', import.meta.url)) });
      await page.close();
    } finally {
      await api.widgetSettings({ page_viewer: false });
    }
  });

  it('takes a visitor\'s rating of an answer, and the thumb stays pressed after a reload', async () => {
    const { page } = await open(`${site.url}/light`);
    await ask(page);
    const rated = page.waitForResponse((res) => res.url() === `${api.url}/v1/chat/feedback`);
    await page.getByRole('button', { name: 'Not helpful' }).click();
    const res = await rated;
    expect([res.status(), (await res.json()).rating]).toEqual([200, 'down']);
    await page.reload();
    await page.getByRole('button', { name: /^Chat: / }).click();
    await expect(page.getByRole('button', { name: 'Not helpful' }).getAttribute('aria-pressed')).resolves.toBe('true');
    await page.close();
  });

  it.each(['light', 'dark'])('has no axe-core violations in the %s theme, answered, with its citation and thumbs', async (theme) => {
    const { page } = await open(`${site.url}/${theme}`);
    await ask(page);
    await page.getByRole('button', { name: 'Helpful', exact: true }).waitFor();
    await page.evaluate(readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));
    const violations = await page.evaluate(async () =>
      ((await (window as any).axe.run(document)).violations as any[]).map((v) => `${v.id}: ${v.nodes.map((n: any) => JSON.stringify(n.target)).join(', ')}`),
    );
    expect(violations).toEqual([]);
    await page.close();
  });

  it('is refused on an origin the key does not list, with a console message for the site owner', async () => {
    await expectRefusedOrigin(context, refusedSite.url);
  });

  it('examples/widget-page, served by its serve.mjs on another origin, answers in its inline widget', async () => {
    // serve.mjs fills in the key when it starts, and the key must name the page's origin: pick the port first.
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const key = await api.publishableKey([origin]);
    const server = spawn(process.execPath, [fileURLToPath(new URL('../../../examples/widget-page/serve.mjs', import.meta.url))], {
      env: { PATH: process.env.PATH!, PAGEWISE_PUBLISHABLE_KEY: key, PAGEWISE_URL: api.url, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const started = await new Promise<string>((resolve, reject) => {
        server.stdout!.on('data', (chunk: Buffer) => resolve(chunk.toString()));
        server.once('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
      });
      expect(started).toContain(`Help centre page: ${origin}/`);
      const { page, console } = await open(`${origin}/`);
      await expect(page.getByRole('heading', { name: 'Acme Insurance help centre' }).count()).resolves.toBe(1);
      // Two tags: the floating launcher, and the panel rendered inside #inline-chat.
      await page.getByRole('button', { name: /^Chat: / }).waitFor({ timeout: 10_000 });
      const inline = page.locator('#inline-chat');
      await inline.getByRole('textbox', { name: 'Your question' }).fill('How long do refunds take?');
      await inline.getByRole('textbox', { name: 'Your question' }).press('Enter');
      await inline.locator('[part=citation]', { hasText: 'Policy handbook.pdf, page 2' }).first().waitFor({ timeout: 20_000 });
      await expect(inline.locator('[part=answer]').last().textContent()).resolves.toContain('14 days');
      expect(console.join('\n')).not.toMatch(/not allowed on|pw_pk_replace_me/);
      await page.close();
    } finally {
      server.kill('SIGTERM');
    }
  });

  it('works on a page served with a strict Content-Security-Policy', async () => {
    const { page, console } = await open(`${site.url}/strict-csp`);
    await ask(page);
    expect(cspViolations(console)).toEqual([]);
    await page.close();
  });
});

/** A port nothing listens on now, for a server that must be told its port before it starts. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
