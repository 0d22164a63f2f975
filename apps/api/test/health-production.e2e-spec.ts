import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LogCapture } from './support/log-capture.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { hasRedisServer, postgresBin, ThrowawayPostgres, ThrowawayRedis } from './support/throwaway-services.js';

/**
 * /health is public: in production a backend that is down is named with one neutral word, and what went wrong
 * (addresses, ports, driver messages) is in the log only (docs/hardening.md). Its own PostgreSQL and Redis, on
 * their own ports, stopped under the running API.
 */
const maybe = postgresBin && hasRedisServer ? describe : describe.skip;
maybe('/health in production', () => {
  let postgres: ThrowawayPostgres;
  let redis: ThrowawayRedis;
  let t: TestApp;
  let dataDir: string;
  const logs = new LogCapture();

  beforeAll(async () => {
    [postgres, redis] = await Promise.all([ThrowawayPostgres.create(), ThrowawayRedis.create()]);
    const secrets = { JWT_SECRET: 'production-jwt-secret-'.padEnd(40, 'j'), API_KEY_PEPPER: 'production-pepper-'.padEnd(40, 'p') };
    t = await startTestApp(
      { NODE_ENV: 'production', SITE_URL: 'http://localhost:3000', LOG_LEVEL: 'info', DATABASE_URL: postgres.url, REDIS_URL: redis.url, ...secrets },
      { dataDir: (dataDir = mkdtempSync(join(tmpdir(), 'pagewise-health-'))), databaseUrl: postgres.url },
      { logs },
    );
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await redis?.stop();
    postgres?.destroy();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('names what is down with a neutral word, and logs the details', async () => {
    expect((await fetch(`${t.url}/health`)).status).toBe(200);
    postgres.stop();
    await redis.stop();
    const res = await fetch(`${t.url}/health`);
    const text = await res.text();
    expect(res.status).toBe(503);
    expect(JSON.parse(text)).toMatchObject({
      status: 'error',
      error: { database: { status: 'down', message: 'unreachable' }, limits: { status: 'down', message: 'unreachable' } },
    });
    for (const leak of ['ECONNREFUSED', '127.0.0.1', String(postgres.port), String(redis.port), 'connect']) expect(text).not.toContain(leak);
    // The operator still learns why, from the log.
    expect(await logs.waitFor((l) => /database is down/.test(String(l.msg)) && /ECONNREFUSED|connect|terminat/i.test(JSON.stringify(l)))).toBeTruthy();
    postgres.start();
    await redis.start();
  }, 60_000);
});
