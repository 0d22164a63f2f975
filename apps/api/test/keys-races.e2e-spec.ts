import { DataSource } from 'typeorm';
import { bearer, createOrganization } from './support/api-keys.js';
import { MATRIX_ENV } from './support/scope-matrix.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** Key changes made by many requests at once hold the same rules as one at a time. */
describe('API keys under concurrent requests', () => {
  let t: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    t = await startTestApp(MATRIX_ENV);
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  const post = (path: string, key: string, body?: unknown) =>
    fetch(`${t.url}${path}`, {
      method: 'POST',
      headers: { ...bearer(key), ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    }).then(async (res) => ({ status: res.status, body: await res.json() }));
  const activeSecretKeys = async (organizationId: string) => {
    const [{ n }] = await db.query(
      `SELECT count(*)::int AS n FROM api_keys WHERE organization_id = $1 AND kind <> 'publishable' AND revoked_at IS NULL`,
      [organizationId],
    );
    return Number(n);
  };

  it("12 concurrent POST /v1/apikeys on Pro create exactly the plan's 2 scoped keys; the rest get 403", async () => {
    const org = await createOrganization(t, 'pro');
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => post('/v1/apikeys', org.adminKey, { name: `team ${i}`, scopes: ['documents:list'] })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([...Array(2).fill(201), ...Array(10).fill(403)]);
    for (const refused of answers.filter((a) => a.status === 403)) expect(refused.body.code).toBe('plan_limit_reached');
    expect(await activeSecretKeys(org.organization.id)).toBe(3);
  });

  it('12 concurrent admin-key regenerations: one 201 with a working key, the others 409 (or 401 once the old key is dead)', async () => {
    const org = await createOrganization(t, 'pro');
    const answers = await Promise.all(Array.from({ length: 12 }, () => post('/v1/apikeys/admin/regenerate', org.adminKey)));
    const created = answers.filter((a) => a.status === 201);
    expect(created).toHaveLength(1);
    for (const other of answers.filter((a) => a.status !== 201)) {
      expect([409, 401]).toContain(other.status);
      expect(other.body.code).toBe(other.status === 409 ? 'conflict' : 'invalid_api_key');
    }
    for (const { body } of created) expect((await fetch(`${t.url}/v1/apikeys`, { headers: bearer(body.key) })).status).toBe(200);
    const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM api_keys WHERE organization_id = $1 AND kind = 'admin' AND revoked_at IS NULL`, [
      org.organization.id,
    ]);
    expect(Number(n)).toBe(1);
  });
});
