import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { hasChromium, launchBrowser, newContext } from './support/browser';
import { BROKEN_PDF, HANDBOOK, startDocsApi } from './support/docs-api';
import { type DocSample, docSamples } from './support/doc-samples';

const run = promisify(execFile);
const siteDir = fileURLToPath(new URL('..', import.meta.url));
const samples = docSamples();
const suite = hasChromium ? describe : describe.skip;

/**
 * Every sample on every documentation page, run as a reader would run it against a freshly started API: curl in
 * bash, JavaScript in Node (with @pagewise/sdk from this workspace), the widget tag in Chromium. Placeholders are
 * filled with a real key, document, key id and address first. A sample that fails fails its test.
 */
suite('the documentation samples against a real API', () => {
  let api: Awaited<ReturnType<typeof startDocsApi>>;
  let browser: Browser;
  let pageServer: Server;
  let pageOrigin: string;
  let publishableKey: string;
  let page = '';
  let workDir: string;

  beforeAll(async () => {
    [api, browser] = await Promise.all([startDocsApi(), launchBrowser()]);
    pageServer = createServer((_, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><title>Sample</title><main>${page}</main>`));
    await new Promise<void>((resolve) => pageServer.listen(0, '127.0.0.1', resolve));
    pageOrigin = `http://127.0.0.1:${(pageServer.address() as AddressInfo).port}`;
    publishableKey = (await api.client.apiKeys.create({ name: 'Docs widget', type: 'publishable', allowed_origins: [pageOrigin] })).key;
    await api.upload();
    workDir = mkdtempSync(join(siteDir, '.docs-samples-'));
    writeFileSync(join(workDir, 'handbook.pdf'), HANDBOOK);
  }, 180_000);
  afterAll(async () => {
    console.log(`${samples.length} documentation samples executed`);
    rmSync(workDir, { recursive: true, force: true });
    await browser?.close();
    pageServer?.close();
    await api?.close();
  });

  async function fill(code: string): Promise<string> {
    let out = code.replaceAll('http://localhost:8000', api.url).replaceAll('pw_pk_YOUR_KEY', publishableKey);
    if (out.includes('FAILED_DOCUMENT_ID')) {
      const failed = await api.upload(BROKEN_PDF, 'Damaged scan');
      expect(failed.status).toBe('failed');
      out = out.replaceAll('FAILED_DOCUMENT_ID', failed.id);
    }
    if (out.includes('DOCUMENT_ID')) out = out.replaceAll('DOCUMENT_ID', (await api.upload()).id);
    if (out.includes('KEY_ID')) out = out.replaceAll('KEY_ID', (await api.client.apiKeys.create({ name: 'To revoke', scopes: ['documents:list'] })).api_key.id);
    return out;
  }

  const env = () => ({ PATH: process.env.PATH!, HOME: process.env.HOME ?? '/tmp', PAGEWISE_API_KEY: api.adminKey });

  async function runShell(code: string) {
    // --fail-with-body makes an HTTP error status a failed command, as it would be a failed sample.
    const { stdout } = await run('bash', ['--noprofile', '--norc', '-euo', 'pipefail', '-c', code.replace(/^curl /gm, 'curl --fail-with-body -sS ')], { cwd: workDir, env: env(), timeout: 60_000 });
    return stdout;
  }

  async function runNode(code: string, index: number) {
    const file = join(workDir, `sample-${index}.mjs`);
    writeFileSync(file, code);
    const { stdout } = await run(process.execPath, [file], { cwd: workDir, env: env(), timeout: 60_000 });
    return stdout;
  }

  async function runWidget(code: string) {
    page = code;
    const context = await newContext(browser);
    const tab = await context.newPage();
    const errors: string[] = [];
    tab.on('pageerror', (e) => errors.push(e.message));
    try {
      await tab.goto(pageOrigin);
      await tab.getByRole('button', { name: /^Chat:/ }).click();
      await tab.getByRole('textbox', { name: 'Your question' }).fill('How many days of leave do I get?');
      await tab.keyboard.press('Enter');
      await tab.locator('pagewise-widget [part=citation]').first().waitFor({ timeout: 30_000 });
      const answer = await tab.locator('pagewise-widget [part=answer]').last().textContent();
      expect(errors).toEqual([]);
      return answer ?? '';
    } finally {
      await context.close();
    }
  }

  it('finds samples on the pages', () => {
    expect(samples.length).toBeGreaterThanOrEqual(35);
    expect(new Set(samples.map((s) => s.lang))).toEqual(new Set(['sh', 'js', 'html']));
  });

  it.each(samples.map((sample, index) => [`${sample.page} · ${sample.tab} (#${index + 1})`, sample, index] as const))(
    '%s runs',
    async (_name: string, sample: DocSample, index: number) => {
      const code = await fill(sample.code);
      const output = sample.lang === 'sh' ? await runShell(code) : sample.lang === 'js' ? await runNode(code, index) : await runWidget(code);
      expect(output.trim()).not.toBe('');
      if (['chat-send', 'chat-stream'].includes(sample.page)) expect(output).toMatch(/24 days/);
    },
    90_000,
  );
});
