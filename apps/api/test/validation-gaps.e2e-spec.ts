import { bearer, createOrganization, type TestOrganization } from './support/api-keys.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** Values that parsed but meant nothing are refused with 422 (docs/webhooks.md, docs/api-keys-and-limits.md). */
describe('validation: null in a PATCH, wildcards in allowed origins', () => {
  let t: TestApp;
  let org: TestOrganization;
  const send = async (method: string, path: string, body: unknown) => {
    const res = await fetch(`${t.url}${path}`, { method, headers: { ...bearer(org.adminKey), 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    return { status: res.status, body: await res.json() };
  };

  beforeAll(async () => {
    t = await startTestApp();
    org = await createOrganization(t, 'enterprise');
  }, 60_000);
  afterAll(() => t?.close());

  it('PATCH /v1/webhooks/{id} refuses null for events (as it refuses []), url and enabled, and keeps the endpoint as it was', async () => {
    const created = await send('POST', '/v1/webhooks', { url: 'http://127.0.0.1:9/hooks', events: ['document.processed'], description: 'Receiver' });
    expect(created.status).toBe(201);
    const path = `/v1/webhooks/${created.body.id}`;
    expect(await send('PATCH', path, { events: [] })).toMatchObject({ status: 422, body: { code: 'validation_failed' } });
    const nulled = await send('PATCH', path, { events: null });
    expect(nulled).toMatchObject({ status: 422, body: { code: 'validation_failed' } });
    expect(nulled.body.error).toMatch(/event/);
    for (const field of ['url', 'enabled', 'description']) expect((await send('PATCH', path, { [field]: null })).status).toBe(422);
    const shown = await (await fetch(`${t.url}${path}`, { headers: bearer(org.adminKey) })).json();
    expect(shown).toMatchObject({ events: ['document.processed'], url: 'http://127.0.0.1:9/hooks', enabled: true, description: 'Receiver' });
    // Leaving a field out still leaves it unchanged.
    expect(await send('PATCH', path, { description: 'Renamed' })).toMatchObject({ status: 200, body: { events: ['document.processed'], description: 'Renamed' } });
  });

  it('refuses a wildcard in allowed_origins with a sentence saying to list each origin', async () => {
    for (const origin of ['http://*.example.com', 'https://*.example.com', '*']) {
      const res = await send('POST', '/v1/apikeys', { name: 'widget', type: 'publishable', allowed_origins: [origin] });
      expect(res.status).toBe(422);
      expect(res.body.error).toContain(`${origin}: wildcards are not supported; list each origin exactly`);
    }
    const exact = await send('POST', '/v1/apikeys', { name: 'widget', type: 'publishable', allowed_origins: ['https://shop.example.com'] });
    expect(exact.status).toBe(201);
  });

  it('refuses webhook URLs whose IPv6 address carries an internal IPv4 one (IPv4-compatible, 6to4, Teredo, NAT64)', async () => {
    for (const host of ['[::127.0.0.1]', '[::a9fe:a9fe]', '[2002:7f00:1::]', '[2002:a9fe:a9fe::1]', '[2001:0:4136:e378:8000:63bf:80ff:fffe]', '[64:ff9b:1::a00:1]']) {
      const res = await send('POST', '/v1/webhooks', { url: `https://${host}/hooks`, events: ['document.processed'] });
      expect({ host, status: res.status, error: res.body.error }).toEqual({
        host,
        status: 422,
        error: 'url points to a private, loopback or link-local address, which webhooks may not reach.',
      });
    }
  });
});
