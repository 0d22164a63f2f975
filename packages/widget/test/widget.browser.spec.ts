import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { cspViolations, expectRefusedOrigin, hasChromium, launchBrowser, openPage } from './support/browser';
import { startHostSite } from './support/host-page';
import { answerWith, sse, startStandInApi, type StandInOptions } from './support/stand-in-api';

const widgetFile = fileURLToPath(new URL('../dist/widget.js', import.meta.url));
// The docs' screenshots are rewritten only on request (UPDATE_SCREENSHOTS=1), so a test run leaves the tree clean.
const screenshots = process.env.UPDATE_SCREENSHOTS
  ? fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url))
  : `${mkdtempSync(join(tmpdir(), 'pagewise-screenshots-'))}/`;
const axeFile = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const KEY = 'pw_pk_browser_demo';
const ANSWER =
  'Refunds are paid **within 14 days** of approval.\n\n- Submit the claim form\n- Attach your receipt\n\nSee the *Refunds* section for details.';

const answer = answerWith(ANSWER, [
  { document_id: 'd1', name: 'Policy handbook.pdf', page: 4, confidence: 0.91, snippet: 'Approved refunds are paid within 14 days.' },
  { document_id: 'd2', name: 'Claims FAQ.pdf', page: 2, confidence: 0.74, snippet: 'Attach the original receipt to every claim.' },
]);

/** For these questions the stand-in sends the first tokens, then waits until the test lets the rest go. */
const HELD_QUESTION = 'Is the answer streamed?';
const LONG_QUESTION = 'What does the handbook say, all of it?';
const LONG_START = Array.from({ length: 30 }, (_, i) => `Paragraph ${i + 1}.\n\n`);
let release: () => void = () => undefined;
const heldAnswer = async (res: ServerResponse, first = ['Yes, ', 'token ']) => {
  res.writeHead(200, { 'Content-Type': 'text/event-stream' });
  for (const token of first) sse(res, { token });
  await new Promise<void>((resolve) => (release = resolve));
  sse(res, { token: 'by token.' });
  sse(res, { token: '', source_documents: [{ name: 'Policy handbook.pdf', page: 1, snippet: 'Streaming.' }] });
  sse(res, '[DONE]');
  res.end();
};

if (!hasChromium) console.warn('Skipping the real-browser widget tests: /usr/bin/chromium is missing (apt-get install chromium).');
const suite = hasChromium ? describe : describe.skip;

suite('the widget in Chromium, embedded on another origin', () => {
  let api: Awaited<ReturnType<typeof startStandInApi>>;
  let site: Awaited<ReturnType<typeof startHostSite>>;
  let refusedSite: Awaited<ReturnType<typeof startHostSite>>;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let context: BrowserContext;

  beforeAll(async () => {
    const apiOptions: StandInOptions = {
      stream: (req, res, body) =>
        body.message === HELD_QUESTION ? heldAnswer(res) : body.message === LONG_QUESTION ? heldAnswer(res, LONG_START) : answer(req, res, body),
      extra: (req, res) => {
        if (req.url !== '/widget.js') return false;
        res.writeHead(200, { 'Content-Type': 'application/javascript; charset=utf-8', 'Cross-Origin-Resource-Policy': 'cross-origin' });
        res.end(readFileSync(widgetFile));
        return true;
      },
    };
    api = await startStandInApi(apiOptions);
    const tag = (extra: Record<string, string> = {}) => ({ 'data-api-key': KEY, ...extra });
    site = await startHostSite(api.url, [
      { path: '/', attributes: tag() },
      { path: '/light', attributes: tag({ 'data-theme': 'light', 'data-open': '' }) },
      { path: '/dark', attributes: tag({ 'data-theme': 'dark', 'data-open': '' }) },
      {
        path: '/themed',
        attributes: tag(),
        head: '<style>pagewise-widget { --pw-accent: #b45309 } pagewise-widget::part(launcher) { border-radius: 12px }</style>',
      },
      { path: '/inline', attributes: tag({ 'data-target': '#help-chat' }), head: '<style>#help-chat { width: 420px; height: 480px }</style>' },
      { path: '/api-down', attributes: tag({ 'data-api-url': 'http://127.0.0.1:9' }) },
      {
        path: '/strict-csp',
        attributes: tag(),
        csp: `default-src 'self'; script-src ${api.url}; connect-src ${api.url}; style-src 'self'`,
      },
    ]);
    refusedSite = await startHostSite(api.url, [{ path: '/', attributes: tag() }]);
    // The key allows the first site only.
    apiOptions.allowedOrigins = [site.url];
    browser = await launchBrowser();
    context = browser.context;
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await Promise.all([api?.close(), site?.close(), refusedSite?.close()]);
  });

  const open = (url: string, size?: { width: number; height: number }) => openPage(context, url, size);

  const askQuestion = async (page: Page) => {
    await page.getByRole('textbox', { name: 'Your question' }).fill('How long do refunds take?');
    await page.keyboard.press('Enter');
    await page.locator('pagewise-widget [part=citation]', { hasText: 'Policy handbook.pdf, page 4' }).waitFor();
  };

  it('streams an answer with page citations into a page on another origin', async () => {
    const { page } = await open(`${site.url}/`);
    await page.getByRole('button', { name: 'Chat: Acme Help' }).click();
    await expect(page.getByRole('dialog', { name: 'Acme Help' }).isVisible()).resolves.toBe(true);
    await askQuestion(page);
    await expect(page.locator('pagewise-widget').getByText('within 14 days', { exact: true }).textContent()).resolves.toBe('within 14 days');
    const stream = api.requests.find((r) => r.url === '/v1/chat/stream')!;
    expect(stream.headers.origin).toBe(site.url);
    expect(stream.headers.authorization).toBe(`Bearer ${KEY}`);
    await page.keyboard.press('Escape');
    // Focus goes back to the launcher once the panel has closed (an effect after the next render): wait for it.
    await page.waitForFunction(() => document.activeElement?.shadowRoot?.activeElement?.getAttribute('part') === 'launcher', undefined, { timeout: 5_000 });
    await page.close();
  });

  it('shows the answer while it is still being written', async () => {
    const { page } = await open(`${site.url}/light`);
    await page.getByRole('textbox', { name: 'Your question' }).fill(HELD_QUESTION);
    await page.keyboard.press('Enter');
    const answerBubble = page.locator('pagewise-widget [part=answer]').last();
    await answerBubble.getByText('Yes, token').waitFor();
    await expect(page.locator('pagewise-widget [part=citation]').count()).resolves.toBe(0);
    release();
    await answerBubble.getByText('Yes, token by token.').waitFor();
    await expect(page.locator('pagewise-widget [part=citation]').count()).resolves.toBe(1);
    await page.close();
  });

  it('keeps the newest text in view while an answer is being written', async () => {
    const { page } = await open(`${site.url}/light`);
    await page.getByRole('textbox', { name: 'Your question' }).fill(LONG_QUESTION);
    await page.keyboard.press('Enter');
    await page.locator('pagewise-widget [part=answer]').getByText('Paragraph 30.').waitFor();
    // The conversation is anchored at its foot (styles.ts: .messages), so growing text stays in view by itself.
    const newestInView = () =>
      page.evaluate(() => {
        const scroller = document.querySelector('pagewise-widget')!.shadowRoot!.querySelector('[part=messages]')!;
        const answers = scroller.querySelectorAll('[part=answer]');
        const [box, newest] = [scroller.getBoundingClientRect(), answers[answers.length - 1].getBoundingClientRect()];
        return { overflows: scroller.scrollHeight > scroller.clientHeight * 2, footInView: Math.abs(newest.bottom - (box.bottom - 16)) < 2 };
      });
    await expect(newestInView()).resolves.toEqual({ overflows: true, footInView: true });
    release();
    await page.locator('pagewise-widget [part=citation]').waitFor();
    await expect(newestInView()).resolves.toEqual({ overflows: true, footInView: true });
    await page.close();
  });

  it('is refused on an origin the key does not allow, with a console message for the site owner', async () => {
    await expectRefusedOrigin(context, refusedSite.url);
  });

  it("lets the site's CSS theme it through custom properties and ::part", async () => {
    const { page } = await open(`${site.url}/themed`);
    const launcher = page.getByRole('button', { name: 'Chat: Acme Help' });
    await launcher.waitFor();
    const style = await launcher.evaluate((el) => ({ background: getComputedStyle(el).backgroundColor, radius: getComputedStyle(el).borderRadius }));
    // The page's rule beats the organization's accent (#0f766e) from /v1/widget/config.
    expect(style).toEqual({ background: 'rgb(180, 83, 9)', radius: '12px' });
    await page.close();
  });

  it('renders inline inside the element named by data-target, without a launcher', async () => {
    const { page } = await open(`${site.url}/inline`);
    const dialog = page.locator('#help-chat pagewise-widget').getByRole('dialog', { name: 'Acme Help' });
    await dialog.waitFor();
    await expect(dialog.boundingBox()).resolves.toMatchObject({ width: 420, height: 480 });
    await expect(page.getByRole('button', { name: 'Chat: Acme Help' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Close chat' }).count()).resolves.toBe(0);
    await askQuestion(page);
    await page.close();
  });

  it('drops its animations when the visitor prefers reduced motion', async () => {
    const { page } = await open(`${site.url}/light`);
    const panel = page.getByRole('dialog');
    await expect(panel.evaluate((el) => getComputedStyle(el).animationName)).resolves.toBe('pw-in');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(panel.evaluate((el) => getComputedStyle(el).animationName)).resolves.toBe('none');
    await page.close();
  });

  it('leaves the host page unharmed when the API is down', async () => {
    const { page } = await open(`${site.url}/api-down`);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.getByRole('button', { name: 'Chat: Ask our documents' }).click();
    await page.getByRole('textbox', { name: 'Your question' }).fill('Anyone there?');
    await page.keyboard.press('Enter');
    // Three automatic retries (after about 1, 2 and 4 s) come first.
    const notice = page.locator('pagewise-widget [part=notice]');
    await notice.getByText('Cannot reach the chat service.').waitFor({ timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'Acme Insurance' }).isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('works on a page served with a strict Content-Security-Policy', async () => {
    const { page, console } = await open(`${site.url}/strict-csp`);
    await page.getByRole('button', { name: 'Chat: Acme Help' }).click();
    await askQuestion(page);
    const launcherColour = await page.locator('pagewise-widget').getByRole('button', { name: 'Chat: Acme Help' }).evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(launcherColour).toBe('rgb(15, 118, 110)'); // the organization's accent, so the stylesheet applied
    expect(cspViolations(console)).toEqual([]);
    await page.close();
  });

  it.each(['/light', '/dark'])('has no axe-core violations on %s, open and answered', async (path) => {
    const { page } = await open(`${site.url}${path}`);
    await askQuestion(page);
    await page.addScriptTag({ path: axeFile });
    const { violations, reachedShadowRoot } = await page.evaluate(async () => {
      const result = await (window as any).axe.run(document);
      return {
        violations: result.violations.map((v: any) => `${v.id}: ${v.nodes.map((n: any) => JSON.stringify(n.target)).join(', ')}`),
        // Shadow DOM targets are nested selector lists: proof that axe looked inside the widget.
        reachedShadowRoot: result.passes.some((p: any) => p.id === 'button-name' && p.nodes.some((n: any) => Array.isArray(n.target[0]))),
      };
    });
    expect(violations).toEqual([]);
    expect(reachedShadowRoot).toBe(true);
    await page.close();
  });

  it('saves screenshots of the open widget: light, dark and a 390x844 phone', async () => {
    for (const [name, path, size] of [
      ['widget-light.png', '/light', { width: 1024, height: 760 }],
      ['widget-dark.png', '/dark', { width: 1024, height: 760 }],
      ['widget-mobile.png', '/light', { width: 390, height: 844 }],
    ] as const) {
      const { page } = await open(`${site.url}${path}`, size);
      await askQuestion(page);
      if (size.width < 480) {
        const box = await page.getByRole('dialog').boundingBox();
        expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
      }
      await page.screenshot({ path: `${screenshots}${name}` });
      await page.close();
    }
  });
});
