import type { Browser, BrowserContext, Page } from 'playwright-core';
import { makePdf } from '../../../apps/api/test/support/pdf-fixtures';
import { hasChromium, launchBrowser } from './support/browser';
import { startDashboardStack } from './support/dashboard-stack';

const suite = hasChromium ? describe : describe.skip;
const shots = process.env.SHOTS ?? '/tmp';
const EMAIL = 'nadia@northwind.test';
const PASSWORD = 'correct horse battery';

/**
 * A new account's first hour in the dashboard, in Chromium against the real API and database: the Free plan's
 * key count, a publishable key made on the Keys screen known to the Widget screen of another browser, many PDFs
 * dropped at once, and signing out.
 */
suite('a new account\'s first hour in the dashboard', () => {
  let stack: Awaited<ReturnType<typeof startDashboardStack>>;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let organizationId: string;

  beforeAll(async () => {
    [stack, browser] = await Promise.all([startDashboardStack(), launchBrowser()]);
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    const auth = (path: string, data: unknown) => context.request.post(`${stack.apiUrl}/api/auth/${path}`, { data, headers: { Origin: stack.dashboardUrl } });
    await auth('signup/', {
      account_type: 'personal', first_name: 'Nadia', middle_name: '', last_name: 'Khan', email: EMAIL,
      phone: '+91 98765 43210', country: 'IN', password: PASSWORD, password_confirm: PASSWORD,
    });
    const mail = await stack.smtp.waitFor((m) => m.to.includes(EMAIL) && /verify/i.test(m.subject));
    await auth('verify-email/', { token: new URL(/(http\S+\/verify-email\?token=\S+)/.exec(mail.text)![1]).searchParams.get('token') });
    await auth('login/', { email: EMAIL, password: PASSWORD });
    organizationId = (await (await context.request.get(`${stack.apiUrl}/api/auth/profile/`)).json()).organization.id;
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });

  it('shows a new Free account\'s one admin key as "1 of 1", not in a warning colour, counted as the Keys screen counts', async () => {
    await page.goto(stack.dashboardUrl);
    const meter = page.getByRole('progressbar', { name: 'Secret API keys' });
    await expect(meter.getAttribute('aria-valuetext')).resolves.toBe('1 of 1');
    const colour = await meter.locator('div').evaluate((bar) => getComputedStyle(bar).backgroundColor);
    expect(colour).toBe('rgb(15, 118, 110)'); // accent teal, not the warning amber
    await page.screenshot({ path: `${shots}/fh-home-free.png` });
  }, 60_000);

  it('knows a publishable key made on the Keys screen on the Widget screen, in another browser too', async () => {
    stack.cli('org:plan', '--org', organizationId, '--plan', 'pro');
    await page.goto(`${stack.dashboardUrl}/keys`);
    await page.getByLabel('Name').fill('Website');
    await page.getByRole('radio', { name: /Publishable/ }).check();
    await page.getByLabel('Allowed origins, one a line').fill(stack.customer.url);
    await page.getByRole('button', { name: 'Create key' }).click();
    const key = (await page.getByTestId('key-plaintext').textContent())!;
    expect(key).toMatch(/^pw_pk_/);
    // The Keys screen and Home count the same keys: the publishable one is in neither count.
    await page.getByText('1 of 3 in use, 2 left.').waitFor();
    await page.goto(stack.dashboardUrl);
    await expect(page.getByRole('progressbar', { name: 'Secret API keys' }).getAttribute('aria-valuetext')).resolves.toBe('1 of 3');

    // Another browser, signed in with the same cookies but an empty localStorage.
    const other = await browser.newContext({ viewport: { width: 1280, height: 900 }, storageState: { cookies: await context.cookies(), origins: [] } });
    const otherPage = await other.newPage();
    await otherPage.goto(`${stack.dashboardUrl}/widget`);
    await expect(otherPage.getByTestId('script-tag').textContent()).resolves.toContain(`data-api-key="${key}"`);
    expect(await otherPage.getByText(/No publishable key/).count()).toBe(0);
    await otherPage.screenshot({ path: `${shots}/fh-widget-key.png` });
    await other.close();
  }, 90_000);

  it('takes many PDFs at once: a progress bar for each one sent, a line for each one refused', async () => {
    await page.goto(`${stack.dashboardUrl}/documents`);
    await page.getByRole('heading', { level: 1, name: 'Documents' }).waitFor();
    // Every progress value each bar shows is recorded.
    await page.evaluate(() => {
      const seen: Record<string, string[]> = ((window as unknown as { seen: typeof seen }).seen = {});
      new MutationObserver(() => {
        for (const bar of document.querySelectorAll('[role=progressbar][aria-label^="Uploading"]')) {
          const name = bar.getAttribute('aria-label')!;
          const value = bar.getAttribute('aria-valuenow')!;
          if (!(seen[name] ??= []).includes(value)) seen[name].push(value);
        }
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    const pages = Array.from({ length: 11 }, (_, i) => `Page ${i + 1} of the travel policy. ${'Hotels are booked through the travel desk. '.repeat(30)}`);
    const eleven = await makePdf({ pages, compress: false });
    const small = await makePdf({ pages: ['Expenses are paid back within 10 working days.'] });
    await page.setInputFiles('input[type=file]', [
      { name: 'travel-policy.pdf', mimeType: 'application/pdf', buffer: eleven },
      { name: 'expenses.pdf', mimeType: 'application/pdf', buffer: small },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a pdf') },
      { name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(3 * 1024 * 1024, 1) },
    ]);
    const lines = page.getByTestId('upload-line');
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid=upload-line]')].map((l) => l.getAttribute('data-state')).join() === 'uploaded,uploaded,refused,refused', undefined, { timeout: 60_000 });
    await expect(lines.nth(2).textContent()).resolves.toContain('notes.txt is not a PDF. Choose a PDF document.');
    await expect(lines.nth(3).textContent()).resolves.toContain('scan.pdf is 3 MB; the Pro plan takes PDFs up to 2 MB.');
    const seen = await page.evaluate(() => (window as unknown as { seen: Record<string, string[]> }).seen);
    expect(seen['Uploading travel-policy.pdf'].at(-1)).toBe('100');
    expect(seen['Uploading expenses.pdf'].at(-1)).toBe('100');
    await page.screenshot({ path: `${shots}/fh-uploads.png`, fullPage: true });

    // The 11-page PDF's line never claims "0 of 1 pages"; once processed it says 11 pages.
    const row = page.getByRole('listitem', { name: 'travel-policy.pdf' });
    await row.getByText('Processed').waitFor({ timeout: 90_000 });
    await row.getByText('11 pages').waitFor();
    expect(await page.getByText(/of 1 pages|Pages: counting/).count()).toBe(0);
  }, 180_000);

  it('gives keyboard focus back to the citation when the PDF viewer closes', async () => {
    await page.goto(`${stack.dashboardUrl}/playground`);
    await page.getByLabel('Your question').fill('When are expenses paid back?');
    await page.keyboard.press('Enter');
    const source = page.getByRole('button', { name: /expenses\.pdf, page 1/ }).first();
    await source.waitFor({ timeout: 30_000 });
    await source.focus();
    await page.keyboard.press('Enter');
    const viewer = page.getByRole('dialog', { name: 'expenses.pdf' });
    await viewer.getByRole('img', { name: /^expenses\.pdf, page 1, with the quoted sentence marked$/ }).waitFor();
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    await page.waitForFunction(() => /expenses\.pdf, page 1/.test(document.activeElement?.textContent ?? ''), undefined, { timeout: 5_000 });
  }, 60_000);

  it('names the same days under both usage charts', async () => {
    await page.goto(`${stack.dashboardUrl}/usage`);
    const ticks = (n: number) => page.locator('figure').nth(n).locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value').allTextContents();
    await page.locator('figure').nth(1).locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value').first().waitFor({ state: 'attached' });
    const [queries, tokens] = [await ticks(0), await ticks(1)];
    expect(queries.length).toBeGreaterThan(2);
    expect(tokens).toEqual(queries);
  }, 60_000);

  it('says on the webhook form why http://localhost is taken and why "Add endpoint" cannot be pressed yet', async () => {
    await page.goto(`${stack.dashboardUrl}/webhooks`);
    await page.getByText(/http:\/\/localhost \(or 127\.0\.0\.1\) is accepted too/).waitFor();
    const add = page.getByRole('button', { name: 'Add endpoint' });
    expect(await add.isDisabled()).toBe(true);
    await page.getByText('Enter the endpoint URL to add it.').waitFor();
    await page.getByLabel('Endpoint URL').fill('http://localhost:9999/hooks');
    for (const box of await page.getByRole('checkbox').all()) await box.uncheck();
    await page.getByText('Choose at least one event to add the endpoint.').waitFor();
    await page.getByRole('checkbox').first().check();
    expect(await add.isDisabled()).toBe(false);
  }, 60_000);

  it('shows the widget Theme choice whole', async () => {
    await page.goto(`${stack.dashboardUrl}/widget`);
    const theme = page.getByRole('combobox', { name: 'Theme', exact: true });
    await theme.selectOption('auto');
    const fits = await theme.evaluate((select: HTMLSelectElement) => {
      const style = getComputedStyle(select);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = context.measureText(select.selectedOptions[0].text).width;
      // The text, the padding on its left and the arrow's room (about 24 px) fit inside the box.
      return text + parseFloat(style.paddingLeft) + 24 <= select.clientWidth;
    });
    expect(fits).toBe(true);
  }, 60_000);

  it('sends a person who signs out to the site, which says so', async () => {
    await page.goto(stack.dashboardUrl);
    await page.getByRole('button', { name: 'Sign out' }).first().click();
    await page.waitForURL(`${stack.site.url}/?signed_out=1`);
  }, 60_000);
});
