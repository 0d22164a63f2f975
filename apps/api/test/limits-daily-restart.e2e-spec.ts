import { createOrganization } from './support/api-keys.js';
import { postJson } from './support/chat.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * Without Redis the daily chat quota is kept in the database (docs/configuration.md, "Limits"): restarting the
 * API on the same data does not give a Free organization its day back. PGlite by default; PostgreSQL when
 * DATABASE_URL is set.
 */
// The Free plan's minute (2 requests) is not what this test is about; the pepper is the deployment's, kept across restarts.
const env = { PLANS_JSON: JSON.stringify({ free: { requestsPerMinute: null } }), API_KEY_PEPPER: 'restart-pepper-'.padEnd(40, 'p') };

describe('the daily chat quota survives a restart without Redis', () => {
  let first: TestApp & { dataDir: string; databaseUrl: string | null };
  let second: TestApp | undefined;

  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('refuses the 6th chat of a Free organization after a restart on the same data directory', async () => {
    first = await startTestApp(env);
    const org = await createOrganization(first, 'free');
    for (let i = 1; i <= 5; i++) {
      const res = await postJson(first.url, '/v1/chat', org.adminKey, { message: `Question ${i}?` });
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    const refusedBefore = await postJson(first.url, '/v1/chat', org.adminKey, { message: 'One more?' });
    expect(refusedBefore.status).toBe(429);
    await refusedBefore.arrayBuffer();
    // As SIGTERM would; first.close() at the end removes the data.
    const { dataDir, databaseUrl } = first;
    await first.app.close();

    second = await startTestApp(env, { dataDir, databaseUrl });
    const after = await postJson(second.url, '/v1/chat', org.adminKey, { message: 'A sixth, after the restart?' });
    expect(after.status).toBe(429);
    expect(await after.json()).toMatchObject({ code: 'daily_quota_exceeded', error: 'The Free plan allows 5 chat queries per day. The quota resets at 00:00 UTC.' });
  }, 120_000);
});
