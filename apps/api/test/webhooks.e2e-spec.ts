import { Webhook } from 'standardwebhooks';
import { DataSource } from 'typeorm';
import { bearer, createKey, createOrganization, type TestOrganization } from './support/api-keys.js';
import { postJson } from './support/chat.js';
import { settled, upload } from './support/documents.js';
import { OpenAiCompatibleServer } from './support/openai-compatible-server.js';
import { corruptPdf, makePdf } from './support/pdf-fixtures.js';
import { MATRIX_ENV } from './support/scope-matrix.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { type ReceivedWebhook, WebhookReceiver } from './support/webhook-receiver.js';

/**
 * Webhooks end to end (docs/webhooks.md): endpoints managed over HTTP, every event type delivered to a real
 * HTTP receiver and verified with the `standardwebhooks` package itself, retries logged, auto-disable with a
 * mail, and the SSRF rule at registration and at delivery.
 */
const FAST_RETRIES = { WEBHOOK_POLL_MS: '100', WEBHOOK_RETRY_BASE_MS: '100', WEBHOOK_RETRY_MAX_MS: '400', WEBHOOK_RETRY_WINDOW_SECONDS: '3' };

function api(t: TestApp, key: string) {
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${t.url}${path}`, {
      method,
      headers: { ...bearer(key), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  };
  return call;
}

function verified(secret: string, hook: ReceivedWebhook): any {
  return new Webhook(secret).verify(hook.body, hook.headers as Record<string, string>);
}

describe('webhooks', () => {
  const receiver = new WebhookReceiver();
  const llm = new OpenAiCompatibleServer();
  let t: TestApp;
  let db: DataSource;
  let acme: TestOrganization;
  let call: ReturnType<typeof api>;

  beforeAll(async () => {
    await receiver.start();
    await llm.start();
    t = await startTestApp({
      ...MATRIX_ENV,
      ...FAST_RETRIES,
      INGESTION_POLL_MS: '100',
      LLM_BASE_URL: llm.url,
      LLM_MODEL: 'local-test',
      // The Free minute budget stays lifted, as MATRIX_ENV lifts it.
      PLANS_JSON: JSON.stringify({ enterprise: { queriesPerDay: 2 }, free: { requestsPerMinute: null, maxWebhookEndpoints: 1 } }),
    });
    db = t.app.get(DataSource);
    acme = await createOrganization(t, 'enterprise', 'Acme');
    call = api(t, acme.adminKey);
  });
  afterAll(async () => {
    await t.close();
    await receiver.stop();
    await llm.stop();
  });

  describe('endpoints', () => {
    it('registers an endpoint, shows its secret once, and lists it without', async () => {
      const created = await call('POST', '/v1/webhooks', { url: `${receiver.url}/list`, events: ['document.processed'], description: 'Listing' });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ url: `${receiver.url}/list`, events: ['document.processed'], enabled: true, description: 'Listing' });
      expect(created.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
      const listed = await call('GET', '/v1/webhooks');
      expect(listed.status).toBe(200);
      expect(listed.body.find((e: any) => e.id === created.body.id)).toEqual({ ...created.body, secret: undefined });
      expect(JSON.stringify(listed.body)).not.toContain('whsec_');
      expect((await call('DELETE', `/v1/webhooks/${created.body.id}`)).status).toBe(200);
      expect((await call('GET', `/v1/webhooks/${created.body.id}`)).status).toBe(404);
    });

    it.each([
      ['http to a public host', 'http://example.com/hook', /https/],
      ['a private address', 'https://10.0.0.5/hook', /private, loopback or link-local/],
      ['the cloud metadata address (link-local)', 'http://169.254.169.254/latest/meta-data', /https|private/],
      ['a private IPv6 address', 'https://[fd00::1]/hook', /private, loopback or link-local/],
      ['credentials in the URL', 'https://user:pass@example.com/hook', /user name or password/],
      ['not a URL', 'hooks.example.com', /absolute URL/],
    ])('refuses %s (422)', async (_, url, message) => {
      const res = await call('POST', '/v1/webhooks', { url, events: ['document.processed'] });
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('validation_failed');
      expect(res.body.error).toMatch(message);
    });

    it('refuses an unknown event type (422)', async () => {
      const res = await call('POST', '/v1/webhooks', { url: `${receiver.url}/x`, events: ['document.exploded'] });
      expect(res.status).toBe(422);
    });

    it("holds to the plan's endpoint limit (Free: 1)", async () => {
      const free = await createOrganization(t, 'free', 'Small shop');
      const freeCall = api(t, free.adminKey);
      expect((await freeCall('POST', '/v1/webhooks', { url: `${receiver.url}/free-1`, events: ['document.processed'] })).status).toBe(201);
      const second = await freeCall('POST', '/v1/webhooks', { url: `${receiver.url}/free-2`, events: ['document.processed'] });
      expect(second.status).toBe(403);
      expect(second.body).toMatchObject({ code: 'plan_limit_reached', error: expect.stringMatching(/Free plan allows 1 webhook endpoint\b/) });
    });

    it('needs the webhooks:manage scope', async () => {
      const reader = await createKey(t, acme, { name: 'reader', scopes: ['documents:list'] });
      const manager = await createKey(t, acme, { name: 'hooks', scopes: ['webhooks:manage'] });
      const refused = await api(t, reader.key)('GET', '/v1/webhooks');
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('insufficient_scope');
      expect((await api(t, manager.key)('GET', '/v1/webhooks')).status).toBe(200);
    });
  });

  describe('events, each delivered and verified with the standardwebhooks package', () => {
    let secret: string;
    let endpointId: string;
    const ALL = ['document.processed', 'document.failed', 'document.deleted', 'api_key.revoked', 'quota.reached'];
    const byType = (type: string) => receiver.to('/all').filter((hook) => JSON.parse(hook.body).type === type);
    const waitForType = async (type: string) => {
      const until = Date.now() + 20_000;
      while (byType(type).length === 0) {
        if (Date.now() > until) throw new Error(`No ${type} webhook arrived`);
        await new Promise((r) => setTimeout(r, 25));
      }
      return byType(type)[0];
    };

    beforeAll(async () => {
      const created = await call('POST', '/v1/webhooks', { url: `${receiver.url}/all`, events: ALL });
      ({ secret, id: endpointId } = created.body);
    });

    it('document.processed carries the document as GET /v1/documents/{id} shows it', async () => {
      const uploaded = await upload(t, acme.adminKey, await makePdf({ pages: ['Pallets ship on Tuesdays from the north depot.'] }), 'handbook.pdf');
      const document = await settled(t, acme.adminKey, uploaded.body.id);
      const hook = await waitForType('document.processed');
      const event = verified(secret, hook);
      expect(event).toEqual({ id: hook.headers['webhook-id'], type: 'document.processed', timestamp: expect.any(String), data: document });
      expect(event.id).toMatch(/^evt_[0-9a-f]{32}$/);
    });

    it('document.failed carries the reason', async () => {
      const uploaded = await upload(t, acme.adminKey, corruptPdf(), 'broken.pdf');
      const document = await settled(t, acme.adminKey, uploaded.body.id);
      expect(document.status).toBe('failed');
      const event = verified(secret, await waitForType('document.failed'));
      expect(event.data).toEqual(document);
      expect(event.data.error).toEqual(expect.any(String));
      expect(event.data.error.length).toBeGreaterThan(10);
    });

    it('document.deleted carries the document as it was', async () => {
      const [{ id }] = await db.query(`SELECT id FROM documents WHERE name = 'broken.pdf'`);
      const before = (await call('GET', `/v1/documents/${id}`)).body;
      expect((await call('DELETE', `/v1/documents/${id}`)).status).toBe(200);
      const event = verified(secret, await waitForType('document.deleted'));
      expect(event.data).toEqual(before);
    });

    it('api_key.revoked carries the key as GET /v1/apikeys shows it', async () => {
      const key = await createKey(t, acme, { name: 'short-lived', scopes: ['chat:query'] });
      expect((await postJson(t.url, '/v1/apikeys/revoke', acme.adminKey, { key_id: key.id })).status).toBe(200);
      const event = verified(secret, await waitForType('api_key.revoked'));
      const listed = (await call('GET', '/v1/apikeys')).body.find((k: any) => k.id === key.id);
      expect(event.data).toEqual({ ...listed, last_used_at: event.data.last_used_at, usage_count: event.data.usage_count });
      expect(event.data.status).toBe('revoked');
    });

    it('quota.reached comes once, with the query that uses up the day', async () => {
      for (let i = 0; i < 3; i++) await postJson(t.url, '/v1/chat', acme.adminKey, { message: 'When do pallets ship?' });
      const event = verified(secret, await waitForType('quota.reached'));
      expect(event.data).toMatchObject({ organization_id: acme.organization.id, limit: 2, used: 2, day: new Date().toISOString().slice(0, 10) });
      await new Promise((r) => setTimeout(r, 500));
      expect(byType('quota.reached')).toHaveLength(1);
    });

    it('each event came once, and the log shows every delivery with its attempt', async () => {
      const types = receiver.to('/all').map((hook) => JSON.parse(hook.body).type);
      expect([...types].sort()).toEqual([...ALL].sort());
      const log = (await call('GET', `/v1/webhooks/${endpointId}/deliveries`)).body;
      expect(log).toHaveLength(5);
      for (const delivery of log) {
        expect(delivery).toMatchObject({ status: 'delivered', attempts: 1, last_status_code: 200 });
        expect(delivery.attempt_log).toEqual([{ attempt: 1, status_code: 200, latency_ms: expect.any(Number), error: null, created_at: expect.any(String) }]);
      }
    });

    it('signs with both secrets for 24 hours after a rotation', async () => {
      const rotated = await call('POST', `/v1/webhooks/${endpointId}/rotate-secret`);
      expect(rotated.status).toBe(200);
      expect(rotated.body.secret).not.toBe(secret);
      const expires = new Date(rotated.body.previous_secret_expires_at).getTime();
      expect(Math.abs(expires - Date.now() - 24 * 3600_000)).toBeLessThan(60_000);
      const [delivery] = (await call('GET', `/v1/webhooks/${endpointId}/deliveries`)).body;
      const before = receiver.to('/all').length;
      const again = await call('POST', `/v1/webhooks/${endpointId}/deliveries/${delivery.id}/redeliver`);
      expect(again.status).toBe(201);
      const hook = (await receiver.waitFor('/all', before + 1)).at(-1)!;
      expect(hook.headers['webhook-id']).toBe(delivery.event_id);
      expect(String(hook.headers['webhook-signature']).split(' ')).toHaveLength(2);
      expect(verified(secret, hook).id).toBe(delivery.event_id);
      expect(verified(rotated.body.secret, hook).id).toBe(delivery.event_id);
    });

    it('a disabled endpoint receives nothing; enabled again, it does', async () => {
      expect((await call('PATCH', `/v1/webhooks/${endpointId}`, { enabled: false })).body.enabled).toBe(false);
      const before = receiver.to('/all').length;
      const key = await createKey(t, acme, { name: 'while-disabled', scopes: ['chat:query'] });
      await postJson(t.url, '/v1/apikeys/revoke', acme.adminKey, { key_id: key.id });
      await new Promise((r) => setTimeout(r, 500));
      expect(receiver.to('/all')).toHaveLength(before);
      expect((await call('PATCH', `/v1/webhooks/${endpointId}`, { enabled: true })).body.enabled).toBe(true);
      const other = await createKey(t, acme, { name: 'after-enabled', scopes: ['chat:query'] });
      await postJson(t.url, '/v1/apikeys/revoke', acme.adminKey, { key_id: other.id });
      const [hook] = (await receiver.waitFor('/all', before + 1)).slice(before);
      expect(JSON.parse(hook.body).data.id).toBe(other.id);
    });
  });

  describe('retries', () => {
    it('a receiver that answers 500 and then 200 gets the event delivered once, with both attempts logged', async () => {
      const created = await call('POST', '/v1/webhooks', { url: `${receiver.url}/flaky`, events: ['api_key.revoked'] });
      receiver.respond = (hook, calls) => (hook.path === '/flaky' && calls === 1 ? 500 : 200);
      const key = await createKey(t, acme, { name: 'flaky', scopes: ['chat:query'] });
      await postJson(t.url, '/v1/apikeys/revoke', acme.adminKey, { key_id: key.id });
      const hooks = await receiver.waitFor('/flaky', 2);
      expect(hooks[0].headers['webhook-id']).toBe(hooks[1].headers['webhook-id']);
      await new Promise((r) => setTimeout(r, 300));
      expect(receiver.to('/flaky')).toHaveLength(2);
      const [delivery] = (await call('GET', `/v1/webhooks/${created.body.id}/deliveries`)).body;
      expect(delivery).toMatchObject({ status: 'delivered', attempts: 2, last_status_code: 200, last_error: null });
      expect(delivery.attempt_log.map((a: any) => [a.attempt, a.status_code, a.error])).toEqual([
        [1, 500, 'HTTP 500'],
        [2, 200, null],
      ]);
      receiver.respond = () => 200;
    });

    it('an endpoint that fails until the retries run out is disabled, and the organization gets a mail', async () => {
      const created = await call('POST', '/v1/webhooks', { url: `${receiver.url}/down`, events: ['api_key.revoked'] });
      // The first answer is slow, as a struggling endpoint's are: the streak starts well after the event.
      receiver.respond = async (hook, calls) => {
        if (hook.path !== '/down') return 200;
        if (calls === 1) await new Promise((r) => setTimeout(r, 500));
        return 503;
      };
      const key = await createKey(t, acme, { name: 'down', scopes: ['chat:query'] });
      await postJson(t.url, '/v1/apikeys/revoke', acme.adminKey, { key_id: key.id });
      const until = Date.now() + 15_000;
      let endpoint: any;
      do {
        await new Promise((r) => setTimeout(r, 200));
        endpoint = (await call('GET', `/v1/webhooks/${created.body.id}`)).body;
      } while (endpoint.enabled && Date.now() < until);
      expect(endpoint).toMatchObject({ enabled: false, disabled_reason: expect.stringMatching(/sustained failure/) });
      const [delivery] = (await call('GET', `/v1/webhooks/${created.body.id}/deliveries`)).body;
      expect(delivery.status).toBe('failed');
      expect(delivery.attempt_log.length).toBeGreaterThanOrEqual(3);
      expect(delivery.attempt_log.every((a: any) => a.status_code === 503)).toBe(true);
      const [mail] = await db.query(`SELECT recipient, subject FROM mail_outbox WHERE kind = 'webhook-disabled'`);
      expect(mail).toEqual({ recipient: acme.organization.email, subject: 'A Pagewise webhook endpoint was disabled' });
      receiver.respond = () => 200;
    });
  });
});

describe('webhooks in production: no private, loopback or link-local address, at registration or delivery', () => {
  const receiver = new WebhookReceiver();
  let t: TestApp;
  let acme: TestOrganization;

  beforeAll(async () => {
    await receiver.start();
    t = await startTestApp({
      ...MATRIX_ENV,
      ...FAST_RETRIES,
      NODE_ENV: 'production',
      JWT_SECRET: 'webhooks-production-test-jwt-secret-0123456789',
      API_KEY_PEPPER: 'webhooks-production-test-pepper-0123456789ab',
    });
    acme = await createOrganization(t, 'enterprise', 'Acme');
  });
  afterAll(async () => {
    await t.close();
    await receiver.stop();
  });

  it.each([
    ['http to localhost', `${'http://localhost'}/hook`],
    ['a loopback address', 'https://127.0.0.1/hook'],
    ['localhost over https', 'https://localhost/hook'],
    ['a link-local address', 'https://169.254.169.254/latest/meta-data'],
  ])('refuses %s at registration', async (_, url) => {
    const res = await postJson(t.url, '/v1/webhooks', acme.adminKey, { url, events: ['api_key.revoked'] });
    expect(res.status).toBe(422);
  });

  it('re-checks the address at delivery: a name that resolves to loopback is refused, and nothing is sent', async () => {
    // An endpoint whose name passed registration but points inside now (as after a DNS change).
    const db = t.app.get(DataSource);
    const port = new URL(receiver.url).port;
    const [endpoint] = await db.query(
      `INSERT INTO webhook_endpoints (organization_id, url, event_types, secret) VALUES ($1, $2, '["api_key.revoked"]', 'whsec_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA') RETURNING id`,
      [acme.organization.id, `https://localhost:${port}/rebound`],
    );
    const key = await createKey(t, acme, { name: 'ssrf', scopes: ['chat:query'] });
    await postJson(t.url, '/v1/apikeys/revoke', acme.adminKey, { key_id: key.id });
    const until = Date.now() + 10_000;
    let attempts: any[] = [];
    while (attempts.length === 0 && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 100));
      attempts = await db.query('SELECT status_code, error FROM webhook_attempts WHERE endpoint_id = $1', [endpoint.id]);
    }
    expect(attempts[0]).toEqual({ status_code: null, error: expect.stringMatching(/^Refused: localhost resolves to (127\.0\.0\.1|::1)/) });
    expect(receiver.received).toHaveLength(0);
  });
});
