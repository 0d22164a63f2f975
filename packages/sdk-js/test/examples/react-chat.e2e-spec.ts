import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type Browser, chromium, type Page } from 'playwright-core';
import { OpenAiCompatibleServer } from '../../../../apps/api/test/support/openai-compatible-server.js';
import { Pagewise } from '../../src/index.js';
import { fileFromPath } from '../../src/node.js';
import { apiAvailable, type RunningApi, startApi } from '../support/api-process.js';

// examples/react-chat built and served by its own server.mjs on an origin of its own, against a freshly started
// API, in Chromium: a streamed answer citing page and snippet, the conversation kept across a reload, Stop.
const repo = fileURLToPath(new URL('../../../../', import.meta.url));
const CHROMIUM = '/usr/bin/chromium';
const describeIfRunnable = apiAvailable && existsSync(CHROMIUM) ? describe : describe.skip;
if (!existsSync(CHROMIUM)) console.warn('Skipping examples/react-chat: /usr/bin/chromium is missing (apt-get install chromium).');

const LONG_ANSWER = `The handbook covers refunds and leave [1]. ${'It explains each rule with an example and a date. '.repeat(12)}`;

describeIfRunnable('examples/react-chat in a browser against a freshly started API', () => {
  // The answer model is a local OpenAI-compatible server that paces its tokens, so that streaming can be seen
  // and a running answer stopped; retrieval, citations, sessions and history are the API's own.
  const model = new OpenAiCompatibleServer({
    tokenDelayMs: 60,
    reply: (body) => (/everything/.test(body.messages.at(-1)?.content ?? '') ? LONG_ANSWER : 'Refunds are paid within 14 days of a return [1].'),
  });
  let api: RunningApi;
  let admin: Pagewise;
  let server: ChildProcess;
  let browser: Browser;
  let page: Page;
  let origin: string;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    await model.start();
    api = await startApi({ LLM_BASE_URL: model.url, LLM_MODEL: 'local-model' }, { rebuild: false });
    admin = new Pagewise({ apiKey: api.adminKey, baseURL: api.url });
    const uploaded = await admin.documents.upload({ file: await fileFromPath(`${repo}examples/handbook.pdf`) });
    await admin.documents.waitUntilProcessed(uploaded.id, { pollInterval: 200 });
    // Jest sets NODE_ENV=test, which would give Vite React's development build.
    await promisify(execFile)('npm', ['run', 'build', '-w', 'pagewise-example-react-chat', '--silent'], {
      cwd: repo,
      env: { ...process.env, NODE_ENV: 'production' },
    });

    // The publishable key must name the page's origin, and server.mjs is told its port: pick the port first.
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    const publishable = await admin.apiKeys.create({ name: 'React chat', scopes: ['chat:query'], type: 'publishable', allowed_origins: [origin] });
    const history = await admin.apiKeys.create({ name: 'React chat history', scopes: ['chat:history'] });
    server = spawn(process.execPath, ['server.mjs'], {
      cwd: `${repo}examples/react-chat`,
      env: { PATH: process.env.PATH, PAGEWISE_URL: api.url, PAGEWISE_PUBLISHABLE_KEY: publishable.key, PAGEWISE_HISTORY_KEY: history.key, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      server.stdout!.once('data', () => resolve());
      server.once('exit', (code) => reject(new Error(`server.mjs exited with ${code}`)));
    });

    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
    });
    page = await browser.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`${origin}/`);
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    server?.kill('SIGTERM');
    await api?.stop();
    await model.stop();
  });

  const lastTurn = () => page.locator('.turn').last();
  const ask = async (question: string) => {
    await page.getByRole('textbox', { name: 'Your question' }).fill(question);
    await page.getByRole('button', { name: 'Send' }).click();
  };

  test('streams the answer token by token, then cites the page with its snippet', async () => {
    await page.getByText('Ask anything about the uploaded documents.').waitFor();
    // Every text the answer shows on its way, recorded in the page as it changes.
    await page.evaluate(() => {
      const seen: string[] = ((window as unknown as { seen: string[] }).seen = []);
      new MutationObserver(() => {
        const text = document.querySelector('.turn:last-child .answer p')?.textContent ?? '';
        if (text !== seen.at(-1)) seen.push(text);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await ask('How long do refunds take?');
    await page.getByRole('button', { name: 'Stop' }).waitFor({ timeout: 5_000 });

    const sources = lastTurn().getByRole('list', { name: 'Sources' });
    await sources.waitFor({ timeout: 20_000 });
    await expect(lastTurn().locator('.answer p').first().textContent()).resolves.toBe('Refunds are paid within 14 days of a return [1].');
    const seen: string[] = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    const partial = seen.filter((text) => text.startsWith('Refunds') && !text.includes('14 days'));
    expect(partial.length).toBeGreaterThanOrEqual(2);

    await expect(sources.locator('cite').first().textContent()).resolves.toBe('handbook.pdf, page 1');
    await expect(sources.locator('blockquote').first().textContent()).resolves.toMatch(/refunds/i);
    await page.getByRole('button', { name: 'Send' }).waitFor();
  });

  test('a reload keeps the conversation: the same session, read back from /v1/chat/history', async () => {
    const sessionId = await page.evaluate(() => localStorage.getItem('pagewise-react-chat-session'));
    expect(sessionId).toMatch(/^session_/);
    await page.reload();
    await expect(page.locator('.turn .question').first().textContent()).resolves.toBe('How long do refunds take?');
    await expect(page.locator('.turn .answer p').first().textContent()).resolves.toBe('Refunds are paid within 14 days of a return [1].');
    // The history keeps each answer's sources, so the citation shows again.
    await expect(page.locator('.turn').first().getByRole('list', { name: 'Sources' }).locator('cite').first().textContent()).resolves.toBe('handbook.pdf, page 1');
    await expect(page.evaluate(() => localStorage.getItem('pagewise-react-chat-session'))).resolves.toBe(sessionId);
    const history = await admin.chat.history({ session_id: sessionId! });
    expect(history.messages.map((m) => m.message)).toEqual(['How long do refunds take?']);
  });

  test('Stop aborts a running answer: the text stops growing and the model stops generating', async () => {
    await ask('Tell me everything about the handbook.');
    const answer = lastTurn().locator('.answer p').first();
    await page.waitForFunction(() => (document.querySelector('.turn:last-child .answer p')?.textContent ?? '').split(' ').length >= 5);
    await page.getByRole('button', { name: 'Stop' }).click();

    await lastTurn().getByText('Stopped.').waitFor({ timeout: 5_000 });
    const stoppedAt = await answer.textContent();
    await page.waitForTimeout(500);
    await expect(answer.textContent()).resolves.toBe(stoppedAt);
    expect(stoppedAt!.length).toBeLessThan(LONG_ANSWER.trim().length / 2);
    await page.getByRole('button', { name: 'Send' }).waitFor();
    for (let i = 0; i < 40 && model.streamsAbandoned === 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(model.streamsAbandoned).toBe(1);
    expect(pageErrors).toEqual([]);
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
