import { createHmac } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ApiKeysService } from '../src/keys/api-keys.service.js';
import { SCOPES } from '../src/keys/scopes.js';
import { bearer, createKey, createOrganization, expireKey, type TestOrganization, usageSettled } from './support/api-keys.js';
import { MATRIX_ENV } from './support/scope-matrix.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const PEPPER = 'k'.repeat(40);

describe('API keys (HTTP against the real app)', () => {
  let t: TestApp;
  const call = async (method: string, path: string, key: string | null, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${t.url}${path}`, {
      method,
      headers: { ...(key ? bearer(key) : {}), ...(body ? { 'Content-Type': 'application/json' } : {}), ...headers },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: await res.json(), headers: res.headers };
  };
  const create = (key: string, body: unknown) => call('POST', '/v1/apikeys', key, body);

  beforeAll(async () => {
    t = await startTestApp({ ...MATRIX_ENV, API_KEY_PEPPER: PEPPER });
  });
  afterAll(() => t.close());

  it('gives every new organization an admin key with all scopes, stored only as an HMAC', async () => {
    const org = await createOrganization(t, 'free');
    expect(org.adminKey).toMatch(/^pw_sk_[0-9A-Za-z]{32,}$/);
    const rows = await t.app.get(DataSource).query('SELECT * FROM api_keys WHERE organization_id = $1', [org.organization.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0].key_hash).toBe(createHmac('sha256', PEPPER).update(org.adminKey).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(org.adminKey);
    const list = await call('GET', '/v1/apikeys', org.adminKey);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      expect.objectContaining({ is_admin: true, type: 'secret', key_prefix: org.adminKey.slice(0, 12), status: 'active', expires_at: null }),
    ]);
    expect(list.body[0].scopes).toEqual([...SCOPES]);
  });

  it('creates a scoped key, returns the plaintext once and never lists secrets', async () => {
    const org = await createOrganization(t, 'pro');
    const before = Date.now();
    const res = await create(org.adminKey, { name: 'CI', scopes: ['documents:list', 'documents:upload'], expires_in_days: 30 });
    expect(res.status).toBe(201);
    const { api_key: apiKey, key } = res.body;
    expect(key).toMatch(/^pw_sk_[0-9A-Za-z]{32,}$/);
    expect(apiKey).toEqual({
      id: expect.any(String),
      name: 'CI',
      type: 'secret',
      is_admin: false,
      key_prefix: key.slice(0, 12),
      scopes: ['documents:list', 'documents:upload'],
      allowed_origins: [],
      publishable_key: null,
      expires_at: expect.any(String),
      status: 'active',
      last_used_at: null,
      usage_count: 0,
      created_at: expect.any(String),
    });
    const days = (Date.parse(apiKey.expires_at) - before) / 86_400_000;
    expect(days).toBeGreaterThan(29.99);
    expect(days).toBeLessThan(30.01);
    const list = await call('GET', '/v1/apikeys', org.adminKey);
    expect(list.body.map((k: { id: string }) => k.id)).toContain(apiKey.id);
    expect(JSON.stringify(list.body)).not.toContain(key);
    expect(JSON.stringify(list.body)).not.toMatch(/hash/);
  });

  it('counts valid requests in usage_count and sets last_used_at', async () => {
    const org = await createOrganization(t, 'pro');
    const reader = await createKey(t, org, { name: 'reader', scopes: ['apikeys:revoke'] });
    for (let i = 0; i < 3; i++) expect((await call('GET', '/v1/apikeys', reader.key)).status).toBe(200);
    expect((await call('POST', '/v1/apikeys', reader.key, { name: 'x', scopes: ['chat:query'] })).status).toBe(403);
    await usageSettled(t);
    const [row] = await t.app.get(DataSource).query('SELECT usage_count, last_used_at FROM api_keys WHERE id = $1', [reader.id]);
    expect(Number(row.usage_count)).toBe(3);
    expect(Date.now() - new Date(row.last_used_at).getTime()).toBeLessThan(60_000);
  });

  it('revokes a key with effect on its very next request', async () => {
    const org = await createOrganization(t, 'enterprise');
    const victim = await createKey(t, org, { name: 'victim', scopes: ['apikeys:revoke'] });
    expect((await call('GET', '/v1/apikeys', victim.key)).status).toBe(200);
    const res = await call('POST', '/v1/apikeys/revoke', org.adminKey, { key_id: victim.id });
    expect(res).toMatchObject({ status: 200, body: { message: 'API key revoked', key_id: victim.id } });
    const after = await call('GET', '/v1/apikeys', victim.key);
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ error: 'This API key has been revoked.', code: 'invalid_api_key', request_id: expect.any(String) });
    const listed = (await call('GET', '/v1/apikeys', org.adminKey)).body.find((k: { id: string }) => k.id === victim.id);
    expect(listed.status).toBe('revoked');
  });

  it('refuses expired, unknown and missing keys with 401 invalid_api_key', async () => {
    const org = await createOrganization(t, 'enterprise');
    const old = await createKey(t, org, { name: 'old', scopes: ['apikeys:revoke'], expiresInDays: 1 });
    await expireKey(t, old.id);
    const expired = await call('GET', '/v1/apikeys', old.key);
    expect(expired).toMatchObject({ status: 401, body: { error: 'This API key has expired.', code: 'invalid_api_key' } });
    const unknown = await call('GET', '/v1/apikeys', 'pw_sk_' + 'x'.repeat(40));
    expect(unknown).toMatchObject({ status: 401, body: { error: 'Invalid API key.', code: 'invalid_api_key' } });
    const missing = await call('GET', '/v1/apikeys', null);
    expect(missing).toMatchObject({ status: 401, body: { code: 'invalid_api_key' } });
    expect(missing.body.error).toMatch(/Authorization header/);
    const listed = (await call('GET', '/v1/apikeys', org.adminKey)).body.find((k: { id: string }) => k.id === old.id);
    expect(listed.status).toBe('expired');
  });

  it('keeps apikeys:create with the admin key and names the missing scope', async () => {
    const org = await createOrganization(t, 'enterprise');
    const minted = await create(org.adminKey, { name: 'minter', scopes: ['apikeys:create'] });
    expect(minted).toMatchObject({ status: 422, body: { code: 'validation_failed', error: 'The apikeys:create scope is reserved for the admin key.' } });
    const revoker = await createKey(t, org, { name: 'revoker', scopes: ['apikeys:revoke'] });
    const res = await create(revoker.key, { name: 'x', scopes: ['chat:query'] });
    expect(res).toMatchObject({ status: 403, body: { code: 'insufficient_scope', error: "This API key lacks the 'apikeys:create' scope." } });
  });

  it('validates the create request', async () => {
    const org = await createOrganization(t, 'enterprise');
    expect((await create(org.adminKey, { scopes: ['chat:query'] })).status).toBe(422);
    expect((await create(org.adminKey, { name: 'n', scopes: ['chat:everything'] })).status).toBe(422);
    expect((await create(org.adminKey, { name: 'n', scopes: [] })).body.error).toBe('Choose at least one scope.');
    expect((await create(org.adminKey, { name: 'n', scopes: ['chat:query'], expires_in_days: 0 })).status).toBe(422);
    expect((await call('POST', '/v1/apikeys/revoke', org.adminKey, { key_id: 'nope' })).status).toBe(422);
  });

  it('protects the admin key from revocation over the API; the CLI rotates it', async () => {
    const org = await createOrganization(t, 'pro');
    const [admin] = (await call('GET', '/v1/apikeys', org.adminKey)).body;
    const res = await call('POST', '/v1/apikeys/revoke', org.adminKey, { key_id: admin.id });
    expect(res).toMatchObject({ status: 403, body: { code: 'admin_key_protected' } });
    const rotated = await t.app.get(ApiKeysService).rotateAdminKey(org.organization);
    expect((await call('GET', '/v1/apikeys', org.adminKey)).status).toBe(401);
    const list = await call('GET', '/v1/apikeys', rotated.key);
    expect(list.status).toBe(200);
    expect(list.body.filter((k: { is_admin: boolean; status: string }) => k.is_admin && k.status === 'active')).toHaveLength(1);
  });

  describe('organization isolation', () => {
    let a: TestOrganization;
    let b: TestOrganization;
    beforeAll(async () => {
      a = await createOrganization(t, 'enterprise');
      b = await createOrganization(t, 'enterprise');
    });

    it("lists only the caller's organization's keys", async () => {
      const mine = await createKey(t, a, { name: 'a-only', scopes: ['chat:query'] });
      const list = (await call('GET', '/v1/apikeys', b.adminKey)).body;
      expect(list.map((k: { id: string }) => k.id)).not.toContain(mine.id);
      expect(list).toHaveLength(1);
    });

    it("answers 404 for another organization's key and leaves it working", async () => {
      const target = await createKey(t, a, { name: 'target', scopes: ['apikeys:revoke'] });
      const res = await call('POST', '/v1/apikeys/revoke', b.adminKey, { key_id: target.id });
      expect(res).toMatchObject({ status: 404, body: { code: 'not_found' } });
      expect((await call('GET', '/v1/apikeys', target.key)).status).toBe(200);
    });
  });
});
