import { bearer, createOrganization } from './support/api-keys.js';
import { postJson } from './support/chat.js';
import { LogCapture } from './support/log-capture.js';
import { MATRIX_ENV } from './support/scope-matrix.js';
import { SITE_ORIGIN, SiteBrowser, verificationToken, verifiedAccount } from './support/site-session.js';
import { SmtpCapture } from './support/smtp-capture.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** What the API writes to its log while people use it: request lines with their id, and never a secret. */
describe('the request log', () => {
  const logs = new LogCapture();
  let smtp: SmtpCapture;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await SmtpCapture.start();
    t = await startTestApp({ ...MATRIX_ENV, SITE_URL: SITE_ORIGIN, SMTP_URL: smtp.url, LOG_LEVEL: 'info' }, undefined, { logs });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const requestLine = (id: string) => logs.waitFor((l) => l.msg === 'request completed' && l.req?.id === id);

  it('logs each request once it is answered, with the request id it answered with', async () => {
    const res = await fetch(`${t.url}/v1/documents`, { headers: { 'X-Request-Id': 'trace-4711' } });
    expect(res.headers.get('x-request-id')).toBe('trace-4711');
    expect(await requestLine('trace-4711')).toMatchObject({ request_id: 'trace-4711', req: { method: 'GET', url: '/v1/documents' }, res: { statusCode: 401 } });
  });

  it('logs requests the body parser refuses, and leaves out health checks', async () => {
    const big = await postJson(t.url, '/v1/query', null, { query: 'x'.repeat(200_000) });
    expect(big.status).toBe(413);
    expect(await requestLine(big.headers.get('x-request-id')!)).toMatchObject({ res: { statusCode: 413 } });

    const health = await fetch(`${t.url}/health`);
    expect(health.status).toBe(200);
    const after = await fetch(`${t.url}/v1/documents`);
    await requestLine(after.headers.get('x-request-id')!);
    expect(logs.lines.filter((l) => l.req?.url === '/health')).toEqual([]);
  });

  it('never writes keys, passwords, verification tokens or session cookies', async () => {
    const password = 'Tr0ub4dor & 3 horses';
    const browser = new SiteBrowser(t.url);
    await verifiedAccount(browser, smtp, 'logs@example.com', password);
    const token = await verificationToken(smtp, 'logs@example.com');
    await browser.get(`activate/${token}/`); // used already: refused, but the link is in the request line
    await browser.post('logout/');
    expect((await browser.post('login/', { email: 'logs@example.com', password })).status).toBe(200);
    expect((await browser.get('profile/')).status).toBe(200);
    const cookies = [...browser.jar.values()];
    expect(cookies.length).toBeGreaterThan(0);

    const { adminKey } = await createOrganization(t);
    expect((await fetch(`${t.url}/v1/documents`, { headers: bearer(adminKey) })).status).toBe(200);
    await logs.waitFor((l) => l.req?.url === '/v1/documents' && l.res?.statusCode === 200);

    for (const secret of [password, token, adminKey, ...cookies, t.config.keys.pepper.reveal(), t.config.auth.jwtSecret.reveal()]) {
      expect({ secret, logged: logs.raw.includes(secret) }).toEqual({ secret, logged: false });
    }
    expect(logs.raw).toContain('"authorization":"[redacted]"');
    expect(logs.raw).toContain('/api/auth/activate/[redacted]/');
  });

  it('masks keys and tokens put in URLs: query parameters, key-shaped path segments, the activation link in any case', async () => {
    const { adminKey } = await createOrganization(t);
    const urls = [
      `/v1/documents?api_key=${adminKey}`,
      `/v1/documents?limit=5&apiKey=${adminKey}&access_token=tok-access-4711&code=654321&client_secret=shh-4711&api%5Fkey=${adminKey}x`,
      `/v1/documents/${adminKey}`,
      '/API/AUTH/ACTIVATE/activation-secret-4711/',
    ];
    const ids: string[] = [];
    for (const url of urls) {
      const res = await fetch(`${t.url}${url}`);
      ids.push(res.headers.get('x-request-id')!);
    }
    const lines = await Promise.all(ids.map(requestLine));
    for (const secret of [adminKey, 'tok-access-4711', '654321', 'shh-4711', 'activation-secret-4711']) {
      expect({ secret, logged: logs.raw.includes(secret) }).toEqual({ secret, logged: false });
    }
    expect(lines.map((l) => l?.req.url)).toEqual([
      '/v1/documents?api_key=[redacted]',
      '/v1/documents?limit=5&apiKey=[redacted]&access_token=[redacted]&code=[redacted]&client_secret=[redacted]&api%5Fkey=[redacted]',
      '/v1/documents/pw_sk_[redacted]',
      '/API/AUTH/ACTIVATE/[redacted]/',
    ]);
    // The parsed query would repeat the URL's values: it is not logged.
    for (const line of lines) expect(line?.req.query).toBeUndefined();
  });
});
