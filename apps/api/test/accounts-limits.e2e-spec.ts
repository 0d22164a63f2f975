import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { personalSignup, SiteBrowser, startAccountsApp } from './support/site-session.js';
import { startTestApp } from './support/test-app.js';

/** Sends until the limit answers 429; a fixed window may roll over once in between, so allow two windows. */
async function untilLimited(limit: number, send: (i: number) => Promise<{ status: number; body: any; headers: Headers }>) {
  for (let i = 0; i < 2 * limit + 2; i++) {
    const answer = await send(i);
    if (answer.status === 429) return answer;
  }
  throw new Error('never rate limited');
}

describe('accounts behind a proxy: rate limits and Secure cookies', () => {
  let app: Awaited<ReturnType<typeof startAccountsApp>>;
  beforeAll(async () => {
    app = await startAccountsApp({ RATE_LIMIT_AUTH_PER_MINUTE: '3', TRUST_PROXY: '1' });
  });
  afterAll(() => app.close());

  it('limits login, signup, forgot-password, verify-otp and contact per IP and per account with 429', async () => {
    const { t } = app;
    {
      const browser = new SiteBrowser(t.url);
      const login = await untilLimited(3, () => browser.post('login/', { email: 'who@example.com', password: 'whatever1' }, { 'X-Forwarded-For': '203.0.113.1' }));
      expect(login.body).toEqual({ message: 'Too many attempts. Please wait a minute and try again.', code: 'rate_limit_exceeded' });
      expect(Number(login.headers.get('retry-after'))).toBeGreaterThan(0);

      // Per account: the same email from ever-changing addresses is limited too.
      const perAccount = await untilLimited(3, (i) =>
        browser.post('login/', { email: 'target@example.com', password: 'whatever1' }, { 'X-Forwarded-For': `198.51.100.${i + 1}` }),
      );
      expect(perAccount.status).toBe(429);
      // Another address and another account are not affected.
      const other = await browser.post('login/', { email: 'fresh@example.com', password: 'whatever1' }, { 'X-Forwarded-For': '192.0.2.77' });
      expect(other.status).toBe(400);

      const at = (ip: string) => ({ 'X-Forwarded-For': ip });
      for (const [i, [path, body]] of ([
        ['signup/', (n: number) => personalSignup(`s${n}@example.com`)],
        ['forgot-password/', () => ({ email: 'f@example.com' })],
        ['verify-otp/', () => ({ email: 'v@example.com', otp: '123456' })],
        ['contact/', () => ({ fullName: 'Nia', email: 'nia@example.com', subject: 'Hello there', message: 'A long enough message.' })],
      ] as const).entries()) {
        const limited = await untilLimited(3, (n) => browser.post(path, body(n), at(`10.0.${i}.1`)));
        expect(limited.body.message).toBe('Too many attempts. Please wait a minute and try again.');
      }
    }
  });

  it('gives verify-otp and reset-password one guessing budget per account, not one each', async () => {
    const browser = new SiteBrowser(app.t.url);
    // The windows are fixed minutes: start clear of a minute's end so the four tries share one window.
    const toEdge = 60_000 - (Date.now() % 60_000);
    if (toEdge < 5_000) await new Promise((r) => setTimeout(r, toEdge + 100));
    const guess = { email: 'otp-budget@example.com', otp: '123456' };
    const reset = { ...guess, new_password: 'brand new secret', new_password_confirm: 'brand new secret' };
    // Each try from a new address, so only the account's budget (3 a minute here) can refuse it.
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const answer = i % 2 === 0 ? await browser.post('verify-otp/', guess, { 'X-Forwarded-For': `198.51.100.${100 + i}` }) : await browser.post('reset-password/', reset, { 'X-Forwarded-For': `198.51.100.${100 + i}` });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
    const again = await browser.post('reset-password/', reset, { 'X-Forwarded-For': '198.51.100.200' });
    expect(again.status).toBe(429);
    expect(again.body.message).toBe('Too many attempts. Please wait a minute and try again.');
  });

  it('marks cookies Secure behind an https proxy', async () => {
    const { t, smtp } = app;
    {
      const browser = new SiteBrowser(t.url);
      expect((await browser.post('signup/', personalSignup('secure@example.com'), { 'X-Forwarded-For': '192.0.2.200' })).status).toBe(201);
      const mail = await smtp.waitFor((m) => m.to.includes('secure@example.com'));
      const token = new URL(/(http\S+)/.exec(mail.text)![1]).searchParams.get('token');
      const verified = await browser.post('verify-email/', { token }, { 'X-Forwarded-Proto': 'https' });
      expect(verified.cookies.pw_access.attributes).toMatch(/Secure/i);
      expect(verified.cookies.pw_refresh.attributes).toMatch(/Secure/i);
    }
  });
});

describe('mail without an SMTP server', () => {
  it('writes mail to DATA_DIR/outbox as .eml files when no SMTP server is configured', async () => {
    const t = await startTestApp({ SITE_URL: 'http://localhost:3000' });
    try {
      const browser = new SiteBrowser(t.url);
      expect((await browser.post('signup/', personalSignup('offline@example.com'))).status).toBe(201);
      const dir = join(t.dataDir, 'outbox');
      let files: string[] = [];
      for (let i = 0; i < 200 && files.length === 0; i++) {
        try {
          files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
        } catch {
          /* not there yet */
        }
        if (files.length === 0) await new Promise((r) => setTimeout(r, 25));
      }
      expect(files).toHaveLength(1);
      const raw = readFileSync(join(dir, files[0]), 'utf8');
      expect(raw).toMatch(/^To: offline@example\.com$/m);
      expect(raw).toContain('verify-email?token=');
    } finally {
      await t.close();
    }
  });
});
