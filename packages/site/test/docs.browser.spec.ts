import AxeBuilder from '@axe-core/playwright';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { OpenAiCompatibleServer } from '../../../apps/api/test/support/openai-compatible-server';
import { DESKTOP, hasChromium, launchBrowser, newContext, PHONE } from './support/browser';
import { startDocsApi } from './support/docs-api';
import { startSite } from './support/site-stack';

// Screenshots go to docs/screenshots/ only on request (UPDATE_SCREENSHOTS=1), so a test run leaves the tree clean.
const shots = process.env.UPDATE_SCREENSHOTS ? fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url)) : mkdtempSync(join(tmpdir(), 'pagewise-docs-shots-'));
const suite = hasChromium ? describe : describe.skip;
const QUESTION = 'How many days of leave do I get?';
// Long enough, and slow enough (one token every 120 ms), to watch it arrive and to stop it half-way.
const REPLY = 'Every employee gets 24 days of paid leave each year [1]. Leave is taken in whole or half days, and you apply in the HR portal at least two weeks ahead [1].';

/**
 * The documentation screen in Chromium: the built site, the real API (embedded database, an Enterprise
 * organization) answering through a local server that speaks OpenAI's streaming format.
 */
suite('the documentation screen in Chromium against the real API', () => {
  let browser: Browser;
  let site: Awaited<ReturnType<typeof startSite>>;
  let api: Awaited<ReturnType<typeof startDocsApi>>;
  let model: OpenAiCompatibleServer;

  beforeAll(async () => {
    model = await new OpenAiCompatibleServer({ reply: () => REPLY, tokenDelayMs: 120 }).start();
    site = await startSite({ apiUrl: 'http://127.0.0.1:1', dashboardUrl: 'http://127.0.0.1:3001' });
    [api, browser] = await Promise.all([startDocsApi({ SITE_URL: site.url, LLM_BASE_URL: model.url, LLM_MODEL: 'test-model', LLM_API_KEY: 'test' }), launchBrowser()]);
    site.config.apiUrl = api.url;
    await api.upload();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await api?.close();
    await site?.close();
    await model?.stop();
  });

  async function open(path: string, options: Parameters<typeof newContext>[1] = {}) {
    const context = await newContext(browser, options);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${site.url}${path}`);
    await page.locator('h1').first().waitFor();
    // Hydrated once the console knows the API address.
    await page.waitForFunction(() => !document.querySelector('form button[type=submit][disabled]') || !document.querySelector('form'));
    return { page, errors, close: () => context.close() };
  }

  const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Documentation' }).first();
  const groupTitles = (page: Page) => sidebar(page).locator(':scope > ul > li > button').allTextContents();

  it('shows the introduction at /docs, with the groups that start open, and Coming Soon where nothing is written', async () => {
    const { page, errors, close } = await open('/docs');
    await expect(page.locator('h1').textContent()).resolves.toBe('Introduction');
    await expect(sidebar(page).getByRole('link', { name: 'Introduction' }).getAttribute('aria-current')).resolves.toBe('page');
    await expect(sidebar(page).getByRole('button', { name: 'Documents' }).getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(sidebar(page).getByRole('button', { name: 'Analytics' }).getAttribute('aria-expanded')).resolves.toBe('false');
    await sidebar(page).getByRole('button', { name: 'Analytics' }).click();
    await sidebar(page).getByRole('link', { name: 'Query Analytics' }).click();
    await page.waitForURL('**/docs/query-analytics');
    await page.getByRole('heading', { name: 'Coming Soon' }).waitFor();
    await page.getByText('This section is under development. Check back soon for detailed documentation.').waitFor();
    await sidebar(page).getByRole('button', { name: 'Analytics' }).click();
    await expect(sidebar(page).getByRole('link', { name: 'Query Analytics' }).isVisible()).resolves.toBe(false);
    // The webhook pages are written.
    await sidebar(page).getByRole('button', { name: 'Webhooks' }).click();
    await sidebar(page).getByRole('link', { name: 'Webhook Events' }).click();
    await page.waitForURL('**/docs/webhook-events');
    await page.getByRole('heading', { name: 'The events' }).waitFor();
    // "On this page" lists the page's sections on wide screens.
    await page.goto(`${site.url}/docs/chat-stream`);
    const index = page.getByRole('navigation', { name: 'On this page' });
    await index.getByRole('link', { name: 'The events' }).waitFor();
    await expect(index.getByRole('link', { name: 'Errors' }).getAttribute('href')).resolves.toMatch(/^#post-v1-chat-stream-errors$/);
    expect(errors).toEqual([]);
    await close();
  });

  it('filters the groups as the search query changes', async () => {
    const { page, close } = await open('/docs/introduction');
    const search = sidebar(page).page().getByPlaceholder('Search docs...').first();
    await search.fill('STREAM');
    await expect(groupTitles(page)).resolves.toEqual(['Chat API']);
    await expect(sidebar(page).getByRole('link').allTextContents()).resolves.toEqual(['Streaming Responses']);
    await search.fill('webhooks');
    await expect(groupTitles(page)).resolves.toEqual(['Webhooks']);
    await expect(sidebar(page).getByRole('link').count()).resolves.toBe(3);
    await search.fill('token by token');
    await expect(sidebar(page).getByRole('link').allTextContents()).resolves.toEqual(['Streaming Responses']);
    await search.fill('kubernetes');
    await sidebar(page).getByText('No results for “kubernetes”.').waitFor();
    await search.fill('');
    await expect(groupTitles(page)).resolves.toHaveLength(9);
    await close();
  });

  it('focuses the search with Ctrl+K and with /, but leaves / alone while typing in a field', async () => {
    const { page, close } = await open('/docs/chat-send');
    await expect(page.locator('kbd').first().textContent()).resolves.toBe('Ctrl K');
    const search = page.getByPlaceholder('Search docs...').first();
    await page.locator('h1').click();
    await page.keyboard.press('Control+k');
    await expect(search.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.locator('h1').click();
    await page.keyboard.press('/');
    await expect(search.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    const body = page.getByLabel('Request body (JSON)').first(); // the page's first operation (POST /v1/chat); feedback has its own
    await body.fill('{"message": "a/b"}');
    await expect(body.inputValue()).resolves.toBe('{"message": "a/b"}');
    await expect(body.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await close();
  });

  it('opens the sidebar as an overlay on a phone, and closes it when an item is chosen', async () => {
    const { page, close } = await open('/docs/introduction', { viewport: PHONE });
    await expect(page.getByPlaceholder('Search docs...').first().isVisible()).resolves.toBe(false);
    await page.getByRole('button', { name: 'Documentation menu' }).click();
    const overlay = page.getByRole('dialog', { name: 'Documentation' });
    await overlay.waitFor();
    await expect(overlay.getByPlaceholder('Search docs...').evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await overlay.getByPlaceholder('Search docs...').fill('history');
    await overlay.getByRole('link', { name: 'Chat History' }).click();
    await overlay.waitFor({ state: 'detached' });
    await page.waitForURL('**/docs/chat-history');
    // The page's content loads after the address changes.
    await page.locator('h1', { hasText: 'Chat History' }).waitFor();
    // The shortcut opens the overlay too, with its search focused.
    await page.keyboard.press('Control+k');
    await overlay.waitFor();
    await page.keyboard.press('Escape');
    await overlay.waitFor({ state: 'detached' });
    await close();
  });

  async function startStream(page: Page, key: string) {
    await page.getByLabel('API key').fill(key);
    await page.getByLabel('Request body (JSON)').fill(JSON.stringify({ message: QUESTION }));
    await page.getByRole('button', { name: 'Send request' }).click();
  }
  const events = (page: Page) => page.getByTestId('try-it-events').getByRole('listitem').allTextContents();

  it('streams the answer in Try it: tokens as they arrive, then [DONE], with status and rate-limit headers', async () => {
    const { page, errors, close } = await open('/docs/chat-stream');
    await startStream(page, api.adminKey);
    await page.getByTestId('try-it-events').getByRole('listitem').nth(2).waitFor();
    const early = await events(page);
    expect(early[0]).toMatch(/^data: \{"token":"/);
    expect(early).not.toContain('data: [DONE]');
    await expect(page.getByTestId('try-it-status').textContent()).resolves.toBe('Status: 200 OK');
    await expect(page.getByTestId('try-it-limits').textContent()).resolves.toMatch(/X-RateLimit-Limit1000X-RateLimit-Remaining\d+X-RateLimit-Reset\d{10}/);
    await page.getByTestId('try-it-events').getByText('data: [DONE]').waitFor({ timeout: 30_000 });
    const all = await events(page);
    const answer = all.slice(0, -2).map((e) => JSON.parse(e.slice(6)).token).join('');
    expect(answer).toContain('24 days of paid leave');
    // The console also shows the answer put together, not only the raw data: lines.
    await expect(page.getByTestId('try-it-answer').textContent()).resolves.toBe(answer);
    await page.getByText('Answer, put together from the tokens', { exact: true }).waitFor();
    expect(JSON.parse(all.at(-2)!.slice(6)).source_documents[0].name).toBe('Employee handbook');
    expect(await page.evaluate(() => sessionStorage.getItem('pagewise-docs-api-key'))).toBe(api.adminKey);
    expect(await page.evaluate(() => localStorage.getItem('pagewise-docs-api-key'))).toBeNull();
    expect(errors).toEqual([]);
    await close();
  });

  it('stops the stream with Stop', async () => {
    const { page, close } = await open('/docs/chat-stream');
    const abandonedBefore = model.streamsAbandoned;
    await startStream(page, api.adminKey);
    await page.getByTestId('try-it-events').getByRole('listitem').nth(1).waitFor();
    await page.getByRole('button', { name: 'Stop' }).click();
    await page.getByRole('alert').getByText('Stopped.').waitFor();
    const stopped = await events(page);
    await page.waitForTimeout(1000);
    expect(await events(page)).toEqual(stopped);
    expect(stopped).not.toContain('data: [DONE]');
    await expect(page.getByRole('button', { name: 'Stop' }).isDisabled()).resolves.toBe(true);
    // The API stopped asking the model once the reader stopped.
    for (let i = 0; i < 50 && model.streamsAbandoned === abandonedBefore; i++) await page.waitForTimeout(100);
    expect(model.streamsAbandoned).toBeGreaterThan(abandonedBefore);
    await close();
  });

  it('shows a 401 readably when the key is wrong', async () => {
    const { page, close } = await open('/docs/chat-stream');
    await startStream(page, 'pw_sk_not_a_real_key_0000000000000000');
    await page.getByTestId('try-it-status').getByText('401 Unauthorized').waitFor();
    const message = await page.getByRole('alert').textContent();
    expect(message).toMatch(/API key/i);
    const body = JSON.parse((await page.getByTestId('try-it-body').textContent())!);
    expect(body).toMatchObject({ code: 'invalid_api_key', error: message });
    await close();
  });

  it('uploads a PDF and lists documents through Try it', async () => {
    const { page, close } = await open('/docs/doc-upload');
    await page.getByLabel('API key').fill(api.adminKey);
    const { HANDBOOK } = await import('./support/docs-api');
    await page.getByLabel('PDF file').setInputFiles({ name: 'handbook.pdf', mimeType: 'application/pdf', buffer: Buffer.from(HANDBOOK) });
    await page.getByLabel('Name (optional)').fill('Uploaded from the docs');
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByTestId('try-it-status').getByText('201 Created').waitFor();
    await expect(page.getByTestId('try-it-body').textContent()).resolves.toContain('"name": "Uploaded from the docs"');
    await page.goto(`${site.url}/docs/doc-list`);
    // The key is still there: it is kept for the tab, and put back into the field once the page has hydrated.
    const keyField = page.getByLabel('API key');
    for (let i = 0; i < 50 && (await keyField.inputValue()) !== api.adminKey; i++) await page.waitForTimeout(100);
    await expect(keyField.inputValue()).resolves.toBe(api.adminKey);
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByTestId('try-it-status').getByText('200 OK').waitFor();
    await expect(page.getByTestId('try-it-body').textContent()).resolves.toContain('Uploaded from the docs');
    await close();
  });

  it.each(['light', 'dark'] as const)('has no axe violations on /docs/introduction and /docs/chat-stream (%s)', async (colorScheme) => {
    for (const path of ['/docs/introduction', '/docs/chat-stream']) {
      const { page, close } = await open(path, { colorScheme });
      const results = await new AxeBuilder({ page }).analyze();
      expect({ path, violations: results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`) }).toEqual({ path, violations: [] });
      await close();
    }
  });

  it('takes screenshots of the introduction and of a stream half-way (light, dark, 360 px)', async () => {
    mkdirSync(shots, { recursive: true });
    for (const [name, options] of [
      ['light', { viewport: DESKTOP, colorScheme: 'light' }],
      ['dark', { viewport: DESKTOP, colorScheme: 'dark' }],
      ['mobile', { viewport: PHONE, colorScheme: 'light' }],
    ] as const) {
      const intro = await open('/docs/introduction', options);
      await intro.page.screenshot({ path: join(shots, `docs-introduction-${name}.png`) });
      await intro.close();
      const stream = await open('/docs/chat-stream', options);
      await startStream(stream.page, api.adminKey);
      await stream.page.getByTestId('try-it-events').getByRole('listitem').nth(4).waitFor();
      await stream.page.getByTestId('try-it-events').scrollIntoViewIfNeeded();
      await stream.page.evaluate(() => window.scrollBy(0, 160));
      await stream.page.screenshot({ path: join(shots, `docs-chat-stream-${name}.png`) });
      await stream.page.getByRole('button', { name: 'Stop' }).click();
      await stream.close();
    }
  });
});
