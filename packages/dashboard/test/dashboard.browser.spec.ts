import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { makePdf } from '../../../apps/api/test/support/pdf-fixtures';
import { hasChromium, launchBrowser } from './support/browser';
import { startDashboardStack } from './support/dashboard-stack';

if (!hasChromium) console.warn('Skipping the dashboard browser test: /usr/bin/chromium is missing (apt-get install chromium).');
const suite = hasChromium ? describe : describe.skip;

const EMAIL = 'asha@acme.test';
const PASSWORD = 'correct horse battery';

/**
 * The getting-started path of a new organization, in Chromium against the real API, database and SMTP server:
 * sign up, verify from the mail, sign in, upload and watch the stages, ask with a cited and streamed answer,
 * open the cited page, use and revoke a scoped key, and put the widget on another origin.
 */
suite('the dashboard in Chromium against the real API', () => {
  let stack: Awaited<ReturnType<typeof startDashboardStack>>;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    [stack, browser] = await Promise.all([startDashboardStack(), launchBrowser()]);
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.dashboardUrl });
    page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });

  /** /api/auth calls from the browser's own cookie jar, sent as the dashboard's origin would send them. */
  const auth = (path: string, data: unknown) =>
    context.request.post(`${stack.apiUrl}/api/auth/${path}`, { data, headers: { Origin: stack.dashboardUrl } });

  it('sends a visitor without a session to the site\'s sign-in page', async () => {
    await page.goto(stack.dashboardUrl);
    await page.waitForURL(`${stack.site.url}/login?next=*`);
    await page.getByRole('heading', { name: 'Sign in to Pagewise' }).waitFor();
  }, 60_000);

  it('signs up, verifies from the received mail, signs in and lands on home', async () => {
    const signup = await auth('signup/', {
      account_type: 'personal', first_name: 'Asha', middle_name: '', last_name: 'Rao', email: EMAIL,
      phone: '+91 98765 43210', country: 'IN', password: PASSWORD, password_confirm: PASSWORD,
    });
    expect(signup.status()).toBe(201);
    const mail = await stack.smtp.waitFor((m) => m.to.includes(EMAIL) && /verify/i.test(m.subject));
    const token = new URL(/(http\S+\/verify-email\?token=\S+)/.exec(mail.text)![1]).searchParams.get('token');
    expect((await auth('verify-email/', { token })).status()).toBe(200);
    expect((await auth('login/', { email: EMAIL, password: PASSWORD })).status()).toBe(200);

    // Scoped keys need Pro: the operator moves the organization, as docs/api-keys-and-limits.md says.
    const profile = await (await context.request.get(`${stack.apiUrl}/api/auth/profile/`)).json();
    stack.cli('org:plan', '--org', profile.organization.id, '--plan', 'pro');

    await page.goto(stack.dashboardUrl);
    await page.getByRole('heading', { name: 'Welcome, Asha' }).waitFor();
    await page.getByText('Pro plan').waitFor();
    await page.getByText('0 of 4 done. Each step ticks itself once it has happened.').waitFor();
  }, 60_000);

  it('uploads a PDF and shows its stages until it is processed', async () => {
    await page.getByRole('link', { name: 'Documents' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Documents' }).waitFor();
    // Every stage text the row shows is recorded as it appears.
    await page.evaluate(() => {
      const seen: string[] = ((window as unknown as { seenStages: string[] }).seenStages = []);
      new MutationObserver(() => {
        for (const el of document.querySelectorAll('[data-testid=document-stage]')) if (!seen.includes(el.textContent!)) seen.push(el.textContent!);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    const pdf = await makePdf({
      pages: [
        'Acme employee handbook. This handbook explains working hours, leave and expenses.',
        'Leave. Employees get 24 days of paid leave each year. Unused leave carries over for three months.',
        'Expenses. Travel expenses are paid back within 10 working days of the claim.',
      ],
    });
    await page.setInputFiles('input[type=file]', { name: 'handbook.pdf', mimeType: 'application/pdf', buffer: pdf });
    const row = page.getByRole('listitem', { name: 'handbook.pdf' });
    await row.getByText('Processed').waitFor({ timeout: 60_000 });
    await row.getByText('3 pages').waitFor();
    const stages = await page.evaluate(() => (window as unknown as { seenStages: string[] }).seenStages);
    expect(stages[0]).toBe('Queued');
    expect(stages.every((s) => /^(Queued|Parsing|Indexing)/.test(s))).toBe(true);
  }, 90_000);

  it('answers in the playground, streamed and cited, and opens the PDF at the cited page', async () => {
    await page.getByRole('link', { name: 'Playground' }).first().click();
    await page.getByLabel('Your question').fill('How many days of paid leave do employees get?');
    await page.keyboard.press('Enter');
    const source = page.getByRole('button', { name: /handbook\.pdf, page 2/ }).first();
    await source.waitFor({ timeout: 30_000 });
    await expect(page.getByTestId('answer').last().textContent()).resolves.toContain('24 days');
    expect(await source.textContent()).toMatch(/\d+% confidence/);
    await source.click();
    const viewer = page.getByRole('dialog', { name: 'handbook.pdf' });
    // The cited page first, drawn with the quoted sentence marked; then the whole PDF at that page.
    await viewer.getByRole('img', { name: 'handbook.pdf, page 2, with the quoted sentence marked' }).waitFor();
    await viewer.getByRole('button', { name: 'Open the whole PDF at page 2' }).click();
    const frame = viewer.locator('iframe');
    await frame.waitFor();
    const src = (await frame.getAttribute('src'))!;
    expect(src).toMatch(/^blob:.*#page=2$/);
    // The blob is the uploaded PDF itself.
    const head = await page.evaluate(async (url) => new TextDecoder().decode((await (await fetch(url)).arrayBuffer()).slice(0, 5)), src.split('#')[0]);
    expect(head).toBe('%PDF-');
    await page.keyboard.press('Escape');
  }, 60_000);

  it('creates a scoped key that works over plain HTTP, then revokes it and sees 401', async () => {
    await page.getByRole('link', { name: 'API keys' }).first().click();
    await page.getByLabel('Name').fill('CI reader');
    await page.getByRole('checkbox', { name: /documents:list/ }).check();
    await page.getByRole('button', { name: 'Create key' }).click();
    const key = (await page.getByTestId('key-plaintext').textContent())!;
    expect(key).toMatch(/^pw_sk_/);
    const list = await fetch(`${stack.apiUrl}/v1/documents`, { headers: { Authorization: `Bearer ${key}` } });
    expect(list.status).toBe(200);
    expect((await list.json()).map((d: { name: string }) => d.name)).toEqual(['handbook.pdf']);

    const row = page.getByRole('listitem', { name: 'CI reader' });
    await row.getByRole('button', { name: 'Revoke CI reader' }).click();
    await page.getByRole('dialog', { name: 'Revoke CI reader?' }).getByRole('button', { name: 'Revoke key' }).click();
    await row.getByText('Revoked').waitFor();
    expect((await fetch(`${stack.apiUrl}/v1/documents`, { headers: { Authorization: `Bearer ${key}` } })).status).toBe(401);
  }, 60_000);

  it('adds a webhook endpoint, sees a signed delivery in its log, redelivers it, rotates the secret, disables and deletes it', async () => {
    const received: { headers: IncomingHttpHeaders; body: string }[] = [];
    const receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => (received.push({ headers: req.headers, body }), res.end('ok')));
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const url = `http://localhost:${(receiver.address() as AddressInfo).port}/hooks`;
    const waitForDeliveries = async (count: number) => {
      for (let i = 0; i < 200 && received.length < count; i++) await new Promise((r) => setTimeout(r, 50));
      expect(received).toHaveLength(count);
    };
    try {
      await page.getByRole('link', { name: 'Webhooks' }).first().click();
      await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();
      await page.getByLabel('Endpoint URL').fill(url);
      await page.getByRole('checkbox', { name: /api_key\.revoked/ }).check();
      await page.getByRole('button', { name: 'Add endpoint' }).click();
      const secret = (await page.getByTestId('webhook-secret').textContent())!;
      expect(secret).toMatch(/^whsec_/);
      const card = page.getByRole('listitem', { name: url });
      await card.getByText('Enabled').waitFor();

      // An event: a key made and revoked on the keys screen.
      await page.getByRole('link', { name: 'API keys' }).first().click();
      await page.getByLabel('Name').fill('Webhook trigger');
      await page.getByRole('button', { name: 'Create key' }).click();
      const row = page.getByRole('listitem', { name: 'Webhook trigger' });
      await row.getByRole('button', { name: 'Revoke Webhook trigger' }).click();
      await page.getByRole('dialog', { name: 'Revoke Webhook trigger?' }).getByRole('button', { name: 'Revoke key' }).click();
      await waitForDeliveries(1);
      const event = new Webhook(secret).verify(received[0].body, received[0].headers as Record<string, string>) as { type: string };
      expect(event.type).toBe('api_key.revoked');

      await page.getByRole('link', { name: 'Webhooks' }).first().click();
      await card.getByRole('button', { name: 'Delivery log' }).click();
      const delivery = card.getByRole('listitem', { name: 'api_key.revoked delivered' });
      await delivery.getByText(/attempt 1: 200 in \d+ ms/).waitFor();
      await delivery.getByRole('button', { name: 'Redeliver' }).click();
      await waitForDeliveries(2);
      expect(received[1].headers['webhook-id']).toBe(received[0].headers['webhook-id']);

      await card.getByRole('button', { name: 'Rotate secret' }).click();
      const rotated = (await card.getByTestId('webhook-secret').textContent())!;
      expect(rotated).toMatch(/^whsec_/);
      expect(rotated).not.toBe(secret);
      await card.getByText(/The previous secret also signs until/).waitFor();

      await card.getByRole('button', { name: 'Disable' }).click();
      await card.getByText('Disabled').waitFor();
      await card.getByRole('button', { name: 'Enable' }).click();
      await card.getByText('Enabled').waitFor();
      await card.getByRole('button', { name: `Delete ${url}` }).click();
      await page.getByRole('dialog', { name: 'Delete this endpoint?' }).getByRole('button', { name: 'Delete endpoint' }).click();
      await page.getByText('No endpoints yet.').waitFor();
      expect(errors).toEqual([]);
      await page.getByRole('link', { name: 'API keys' }).first().click();
    } finally {
      receiver.closeAllConnections();
      await new Promise((resolve) => receiver.close(resolve));
    }
  }, 90_000);

  it('puts the widget on another origin with the copied tag, and it answers there', async () => {
    await page.getByRole('radio', { name: /Publishable/ }).check();
    await page.getByLabel('Name').fill('Customer site');
    await page.getByLabel('Allowed origins, one a line').fill(stack.customer.url);
    await page.getByRole('button', { name: 'Create key' }).click();
    // The scoped key's secret gives way to the new key's.
    await page.waitForFunction(() => document.querySelector('[data-testid=key-plaintext]')?.textContent?.startsWith('pw_pk_'));
    const key = (await page.getByTestId('key-plaintext').textContent())!;

    await page.getByRole('link', { name: 'Widget' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Widget' }).waitFor();
    const tag = page.getByTestId('script-tag');
    await tag.waitFor();
    await expect(tag.textContent()).resolves.toContain(`data-api-key="${key}"`);
    await expect(tag.textContent()).resolves.toMatch(/integrity="sha384-/);
    await page.getByRole('button', { name: 'Copy tag' }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await tag.textContent());

    stack.customer.setHtml(`<!doctype html><html lang="en"><head><title>Acme help</title></head><body><h1>Acme help</h1>${copied}</body></html>`);
    const site = await context.newPage();
    await site.goto(stack.customer.url);
    await site.getByRole('button', { name: /^Chat: / }).click();
    await site.getByRole('textbox', { name: 'Your question' }).fill('How soon are travel expenses paid back?');
    await site.keyboard.press('Enter');
    // A citation is a chip (a button only where the owner lets visitors open cited pages).
    await site.locator('pagewise-widget [part=citation]').filter({ hasText: /handbook\.pdf, page 3/ }).first().waitFor({ timeout: 30_000 });
    await expect(site.locator('pagewise-widget [part=answer]').last().textContent()).resolves.toContain('10 working days');
    await site.close();

    // Home ticks the steps from what happened (the API writes key use counts about once a second, so look again).
    await page.getByRole('link', { name: 'Home' }).first().click();
    const allDone = page.getByText('4 of 4 done. Each step ticks itself once it has happened.');
    for (let i = 0; i < 10 && !(await allDone.isVisible()); i++) {
      await page.waitForTimeout(1000);
      await page.reload();
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByText(/of 4 done/).waitFor();
    }
    await allDone.waitFor({ timeout: 1000 });
    expect(errors).toEqual([]);
  }, 90_000);
});
