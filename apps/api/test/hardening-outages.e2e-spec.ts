import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { MailOutboxService } from '../src/mail/mail-outbox.service.js';
import { bearer, createOrganization, type TestOrganization } from './support/api-keys.js';
import { postJson } from './support/chat.js';
import { settled, upload } from './support/documents.js';
import { LogCapture } from './support/log-capture.js';
import { OpenAiCompatibleServer } from './support/openai-compatible-server.js';
import { makePdf } from './support/pdf-fixtures.js';
import { MATRIX_ENV } from './support/scope-matrix.js';
import { personalSignup, SITE_ORIGIN, SiteBrowser } from './support/site-session.js';
import { SmtpCapture } from './support/smtp-capture.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { hasRedisServer, postgresBin, ThrowawayPostgres, ThrowawayRedis } from './support/throwaway-services.js';

const UNAVAILABLE_DB = 'The service is temporarily unavailable: its database cannot be reached. Please try again in a few seconds.';
const UNAVAILABLE_LIMITS = 'The service is temporarily unavailable: rate limits cannot be checked. Please try again in a few seconds.';
const PASSWORD = 'correct horse battery';

/**
 * Each service the API depends on is stopped and started again while requests keep arriving (docs/hardening.md):
 * a PostgreSQL cluster and a Redis server of our own on ephemeral ports, the SMTP server and the OpenAI-compatible
 * model server. For each: what /health and requests say while it is down, that the same API process recovers,
 * and how long that takes after the service is back. No request may answer 500 at any point.
 */
const maybe = postgresBin && hasRedisServer ? describe : describe.skip;
maybe('outages of PostgreSQL, Redis, the model and SMTP, under traffic', () => {
  let postgres: ThrowawayPostgres;
  let redis: ThrowawayRedis;
  let smtp: SmtpCapture;
  const llm = new OpenAiCompatibleServer();
  let t: TestApp;
  let org: TestOrganization;
  let dataDir: string;
  const logs = new LogCapture();
  const figures: string[] = [];
  /** Every answer of the background traffic: GET /v1/documents every 50 ms, from the first outage to the last. */
  const traffic: number[] = [];
  let trafficOn = true;
  let trafficDone: Promise<void>;

  beforeAll(async () => {
    [postgres, redis, smtp] = await Promise.all([ThrowawayPostgres.create(), ThrowawayRedis.create(), SmtpCapture.start(), llm.start()]);
    dataDir = mkdtempSync(join(tmpdir(), 'pagewise-outage-'));
    t = await startTestApp(
      {
        ...MATRIX_ENV,
        INGESTION_POLL_MS: '100',
        LOG_LEVEL: 'info',
        DATABASE_URL: postgres.url,
        REDIS_URL: redis.url,
        SMTP_URL: smtp.url,
        SITE_URL: SITE_ORIGIN,
        LLM_BASE_URL: llm.url,
        LLM_MODEL: 'local-test',
        LLM_API_KEY: 'sk-outage-test-llm-key-0123456789',
      },
      { dataDir, databaseUrl: postgres.url },
      { logs },
    );
    org = await createOrganization(t);
    const id = (await upload(t, org.adminKey, await makePdf({ pages: ['Pallets leave the Rotterdam depot every Tuesday before noon.'] }), 'depot.pdf')).body.id;
    expect((await settled(t, org.adminKey, id)).status).toBe('processed');
    trafficDone = (async () => {
      while (trafficOn) {
        const res = await fetch(`${t.url}/v1/documents`, { headers: bearer(org.adminKey) }).catch(() => null);
        traffic.push(res?.status ?? 0);
        await res?.arrayBuffer();
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
  }, 120_000);

  afterAll(async () => {
    trafficOn = false;
    await trafficDone;
    await t?.close();
    await Promise.all([redis?.stop(), llm.stop(), closeSmtp(smtp)]);
    postgres?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
    process.stdout.write(`\noutage figures (service | first refusal after stop, ms | recovered after start, ms)\n${figures.join('\n')}\n`);
  });

  /** Polls `probe` every 50 ms until it returns something, or fails after `timeoutMs`. */
  async function until<T>(what: string, probe: () => Promise<T | null>, timeoutMs = 20_000): Promise<{ value: T; ms: number }> {
    const started = Date.now();
    for (;;) {
      const value = await probe();
      if (value !== null) return { value, ms: Date.now() - started };
      if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  const documents = () => fetch(`${t.url}/v1/documents`, { headers: bearer(org.adminKey) });
  const health = async () => {
    const res = await fetch(`${t.url}/health`);
    return { status: res.status, body: await res.json() };
  };
  const answeredWith = (status: number) => async () => {
    const res = await documents();
    return res.status === status ? { status, body: await res.json(), retryAfter: res.headers.get('retry-after') } : (await res.arrayBuffer(), null);
  };

  it('PostgreSQL stops: /health and requests say 503 (database); back without restarting the API', async () => {
    postgres.stop();
    const refused = await until('503 while PostgreSQL is down', answeredWith(503));
    expect(refused.value).toEqual({ status: 503, body: { error: UNAVAILABLE_DB, code: 'service_unavailable', request_id: expect.any(String) }, retryAfter: '5' });
    expect(await health()).toMatchObject({ status: 503, body: { status: 'error', error: { database: { status: 'down' } } } });

    const started = Date.now();
    postgres.start();
    const startMs = Date.now() - started;
    const back = await until('200 after PostgreSQL is back', answeredWith(200));
    expect(await health()).toMatchObject({ status: 200, body: { status: 'ok' } });
    figures.push(`PostgreSQL | ${refused.ms} | ${back.ms} (+${startMs} for pg_ctl start)`);
  }, 60_000);

  it('Redis stops: limits fail closed with 503, /health names limits; back without restarting the API', async () => {
    await redis.stop();
    const refused = await until('503 while Redis is down', answeredWith(503));
    expect(refused.value).toEqual({ status: 503, body: { error: UNAVAILABLE_LIMITS, code: 'service_unavailable', request_id: expect.any(String) }, retryAfter: '5' });
    // The log says why, under the id the caller was given.
    const requestId = refused.value!.body.request_id;
    expect(await logs.waitFor((l) => l.request_id === requestId && l.msg === 'Request refused: a service is unavailable')).toMatchObject({ level: 40, err: expect.any(Object) });
    expect(await health()).toMatchObject({ status: 503, body: { error: { limits: { status: 'down' } }, info: { database: { status: 'up' } } } });

    await redis.start();
    const back = await until('200 after Redis is back', answeredWith(200));
    expect(await health()).toMatchObject({ status: 200, body: { info: { limits: { status: 'up' } } } });
    figures.push(`Redis | ${refused.ms} | ${back.ms}`);
  }, 60_000);

  it('the model server stops: chat answers 503 answer_failed, the rest of the API is untouched; back on its own', async () => {
    const ask = () => postJson(t.url, '/v1/chat', org.adminKey, { message: 'When do pallets leave the Rotterdam depot?' });
    expect((await ask()).status).toBe(200);
    const port = Number(new URL(llm.url).port);
    await llm.stop();
    const started = Date.now();
    const failed = await ask();
    const refusedMs = Date.now() - started;
    expect(failed.status).toBe(503);
    expect(await failed.json()).toEqual({
      error: 'The answer could not be generated because the language model failed. Please try again.',
      code: 'answer_failed',
      request_id: expect.any(String),
    });
    expect((await health()).status).toBe(200);
    expect((await documents()).status).toBe(200);

    await llm.start(port);
    const back = await until('chat after the model is back', async () => ((await ask()).status === 200 ? true : null));
    figures.push(`LLM endpoint | ${refusedMs} (the client's retries) | ${back.ms}`);
  }, 90_000);

  it('SMTP stops: signing up still works, the mail waits in the outbox and goes out once SMTP is back', async () => {
    const port = smtp.port;
    await closeSmtp(smtp);
    const browser = new SiteBrowser(t.url);
    const signup = await browser.post('signup/', personalSignup('outage@example.com'));
    expect(signup.status).toBe(201);
    const db = t.app.get(DataSource);
    const waiting = await until('the mail waits in the outbox', async () => {
      const [row] = await db.query(`SELECT status, attempts, last_error FROM mail_outbox WHERE recipient = 'outage@example.com'`);
      return row?.last_error ? row : null;
    });
    expect(waiting.value).toMatchObject({ status: 'pending', last_error: expect.stringMatching(/ECONNREFUSED|connect/i) });

    smtp = await SmtpCapture.start(port);
    const started = Date.now();
    // The retry worker runs this every 15 s once the message's backoff (30 s, then doubling) has passed; here
    // the backoff is skipped and the pass is run at once.
    await db.query(`UPDATE mail_outbox SET next_attempt_at = now() WHERE recipient = 'outage@example.com'`);
    await t.app.get(MailOutboxService).flushDue();
    const mail = await smtp.waitFor((m) => m.to.includes('outage@example.com'));
    figures.push(`SMTP | 0 (signup answered 201; mail queued) | ${Date.now() - started} (one retry pass)`);
    const [row] = await db.query(`SELECT status FROM mail_outbox WHERE recipient = 'outage@example.com'`);
    expect(row.status).toBe('sent');

    // Secrets: the key, pepper, JWT secret, model key, password, the mailed token and a reset code (OTP) used
    // through the API never reach its log.
    const token = /verify-email\?token=(\S+)/.exec(mail.text)?.[1];
    expect(token).toBeTruthy();
    expect((await browser.post('verify-email/', { token })).status).toBe(200);
    expect((await browser.post('login/', { email: 'outage@example.com', password: PASSWORD })).status).toBe(200);
    expect((await browser.post('forgot-password/', { email: 'outage@example.com' })).status).toBe(200);
    const reset = await smtp.waitFor((m) => m.to.includes('outage@example.com') && /reset/i.test(m.subject));
    const otp = /code is (\d{6})/.exec(reset.text)![1];
    expect((await browser.post('verify-otp/', { email: 'outage@example.com', otp })).status).toBe(200);
    const secrets = { adminKey: org.adminKey, pepper: t.config.keys.pepper.reveal(), jwtSecret: t.config.auth.jwtSecret.reveal(), llmKey: 'sk-outage-test-llm-key-0123456789', password: PASSWORD, token: token!, otp };
    // Whole values only: a six-digit code is bound to occur inside some timestamp.
    const leaked = (value: string) => new RegExp(`(?<![0-9A-Za-z])${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![0-9A-Za-z])`).test(logs.raw);
    expect(Object.entries(secrets).filter(([, value]) => leaked(value)).map(([name]) => name)).toEqual([]);
    expect(logs.raw.length).toBeGreaterThan(10_000);
  }, 60_000);

  it('no request answered 500 during any of it', () => {
    expect(traffic.length).toBeGreaterThan(20);
    expect([...new Set(traffic)].sort()).toEqual(expect.arrayContaining([200, 503]));
    expect(traffic.filter((s) => s !== 200 && s !== 503)).toEqual([]);
  });
});

/** smtp-server waits for open connections when closing; the API's pooled one would hold it for 30 s. */
function closeSmtp(smtp: SmtpCapture | undefined): Promise<void> {
  if (!smtp) return Promise.resolve();
  return Promise.race([smtp.close(), new Promise<void>((r) => setTimeout(r, 1000))]);
}
