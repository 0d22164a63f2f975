import { DataSource } from 'typeorm';
import { bearer, createOrganization, type TestOrganization } from './support/api-keys.js';
import { MATRIX_ENV } from './support/scope-matrix.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * The database's disk refuses a write (SQLSTATE 53100, as PostgreSQL and PGlite report ENOSPC): raised here by a
 * trigger, so the moment is exact. tmpfs runs of the same on a real disk: disk-full.e2e-spec.ts.
 */
describe('a write the database disk refuses', () => {
  let t: TestApp;
  let org: TestOrganization;
  const embedded = !process.env.DATABASE_URL;

  beforeAll(async () => {
    t = await startTestApp(MATRIX_ENV);
    org = await createOrganization(t, 'enterprise');
    const db = t.app.get(DataSource);
    await db.query(`
      CREATE FUNCTION test_disk_full() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.name = 'fills the disk' THEN
          RAISE EXCEPTION USING ERRCODE = '53100', MESSAGE = 'could not extend file "base/5/16387": No space left on device';
        END IF;
        RETURN NEW;
      END $$`);
    await db.query(`CREATE TRIGGER test_disk_full BEFORE INSERT ON api_keys FOR EACH ROW EXECUTE FUNCTION test_disk_full()`);
  });
  afterAll(() => t.close());

  const call = async (method: string, path: string, body?: unknown) => {
    const started = Date.now();
    const res = await fetch(`${t.url}${path}`, {
      method,
      headers: { ...bearer(org.adminKey), ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(10_000),
    });
    return { status: res.status, body: await res.json(), ms: Date.now() - started };
  };

  it('answers 507 insufficient_storage', async () => {
    const res = await call('POST', '/v1/apikeys', { name: 'fills the disk', scopes: ['documents:list'] });
    expect(res.status).toBe(507);
    expect(res.body).toEqual({
      error: "The server's disk is full: this could not be stored. Please try again later; if it persists, tell the server's operator that the disk needs more free space.",
      code: 'insufficient_storage',
      request_id: expect.any(String),
    });
  });

  const STOPPED = "The service is unavailable: its database stopped because the server's disk is full. It answers again once the server's operator frees space and restarts it.";

  (embedded ? it : it.skip)('embedded: stops the database there, so nothing reaches it again; every request answers 503 at once', async () => {
    for (const [method, path, body] of [
      ['GET', '/v1/documents'],
      ['POST', '/v1/apikeys', { name: 'another', scopes: ['documents:list'] }],
    ] as const) {
      const res = await call(method, path, body);
      expect(res).toMatchObject({ status: 503, body: { code: 'service_unavailable', error: STOPPED } });
      expect(res.ms).toBeLessThan(2000);
    }
    const health = await fetch(`${t.url}/health`);
    expect(health.status).toBe(503);
    expect((await health.json()).error.database).toEqual({
      status: 'down',
      message: expect.stringMatching(/^The embedded database in .* stopped after the disk refused a write \(no space left\)\. Free space on that disk and restart Pagewise; what was saved before is kept\.$/),
    });
  });

  (embedded ? it.skip : it)('PostgreSQL: the server goes on; other requests are answered as before', async () => {
    expect((await call('GET', '/v1/documents')).status).toBe(200);
    expect((await call('POST', '/v1/apikeys', { name: 'another', scopes: ['documents:list'] })).status).toBe(201);
    expect((await fetch(`${t.url}/health`)).status).toBe(200);
  });
});
