import { bearer } from './support/api-keys.js';
import { postJson } from './support/chat.js';
import { cli, exited, requireBuild, type SpawnedApi, startApi, stopApi } from './support/spawned-api.js';
import { createTestDatabase } from './support/test-database.js';
import { WebhookReceiver } from './support/webhook-receiver.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Webhook delivery by the built API as an operator runs it (node dist/main.js): killed with SIGKILL while a
 * delivery waits for its answer, the event still arrives after a restart, with the same webhook-id; and two
 * processes on one PostgreSQL deliver each event exactly once (docs/webhooks.md).
 */
const FAST = { WEBHOOK_POLL_MS: '100', WEBHOOK_LEASE_SECONDS: '2', WEBHOOK_TIMEOUT_MS: '1500', WEBHOOK_RETRY_BASE_MS: '200', WEBHOOK_RETRY_MAX_MS: '1000' };

async function revokeNewKey(api: SpawnedApi, adminKey: string, name: string): Promise<{ id: string; at: number }> {
  const created = await (await postJson(api.url, '/v1/apikeys', adminKey, { name, scopes: ['chat:query'] })).json();
  const res = await postJson(api.url, '/v1/apikeys/revoke', adminKey, { key_id: created.api_key.id });
  if (res.status !== 200) throw new Error(`revoke answered ${res.status}`);
  return { id: created.api_key.id, at: Date.now() };
}

async function register(api: SpawnedApi, adminKey: string, url: string): Promise<void> {
  const res = await postJson(api.url, '/v1/webhooks', adminKey, { url, events: ['api_key.revoked'] });
  if (res.status !== 201) throw new Error(`POST /v1/webhooks answered ${res.status}: ${await res.text()}`);
}

describe('a SIGKILL of the API during a delivery', () => {
  const receiver = new WebhookReceiver();
  let dataDir: string;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let env: Record<string, string>;
  let api: SpawnedApi | null = null;

  beforeAll(async () => {
    requireBuild();
    await receiver.start();
    dataDir = mkdtempSync(join(tmpdir(), 'pagewise-webhook-crash-'));
    database = await createTestDatabase();
    env = {
      NODE_ENV: 'test',
      API_KEY_PEPPER: 'webhook-crash-pepper-'.padEnd(40, 'p'),
      JWT_SECRET: 'webhook-crash-jwt-secret-'.padEnd(40, 'j'),
      DATA_DIR: dataDir,
      ...(database.url ? { DATABASE_URL: database.url } : {}),
      RATE_LIMIT_ADMIN_PER_MINUTE: '100000',
      ...FAST,
    };
  });
  afterAll(async () => {
    if (api) await stopApi(api, 'SIGKILL');
    await receiver.stop();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('delivers the event after a restart, at least once, with the same webhook-id', async () => {
    const { admin_key: key } = cli(env, ['org:create', '--name', 'Crash test', '--plan', 'enterprise']);
    api = await startApi(env);
    const killed = api;
    // The first request is held open: the API is killed while it waits for the answer.
    receiver.respond = (_, calls) => (calls === 1 ? new Promise<number>(() => killed.process.kill('SIGKILL')) : 200);
    await register(api, key, `${receiver.url}/crash`);
    const revoked = await revokeNewKey(api, key, 'crash');
    const [first] = await receiver.waitFor('/crash', 1);
    // The kill is sent as the request arrives, so the process may be gone before we look.
    await exited(killed);
    expect(killed.process.signalCode).toBe('SIGKILL');

    api = await startApi(env);
    const hooks = await receiver.waitFor('/crash', 2, 20_000);
    expect(hooks[1].headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(JSON.parse(hooks[1].body)).toEqual(JSON.parse(first.body));
    expect(JSON.parse(hooks[1].body).data.id).toBe(revoked.id);
    const deliveries = await (await fetch(`${api.url}/v1/webhooks`, { headers: bearer(key) })).json();
    const log = await (await fetch(`${api.url}/v1/webhooks/${deliveries[0].id}/deliveries`, { headers: bearer(key) })).json();
    expect(log[0]).toMatchObject({ status: 'delivered', attempts: 2, last_status_code: 200 });
    // The killed attempt left no log line (it never finished); the delivered one did.
    expect(log[0].attempt_log.map((a: { attempt: number; status_code: number }) => [a.attempt, a.status_code])).toEqual([[2, 200]]);
    await stopApi(api, 'SIGTERM');
    api = null;
  }, 90_000);
});

const { DATABASE_URL } = process.env;
const shared = DATABASE_URL ? describe : describe.skip;
if (!shared) console.warn('Skipping the two-process webhook test: it needs DATABASE_URL.');

shared('two API processes sharing the delivery queue', () => {
  const receiver = new WebhookReceiver();
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let env: Record<string, string>;
  const apis: SpawnedApi[] = [];

  beforeAll(async () => {
    requireBuild();
    await receiver.start();
    database = await createTestDatabase();
    env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      DATABASE_URL: database.url!,
      API_KEY_PEPPER: 'webhook-two-pepper-'.padEnd(40, 'p'),
      JWT_SECRET: 'webhook-two-jwt-secret-'.padEnd(40, 'j'),
      RATE_LIMIT_ADMIN_PER_MINUTE: '100000',
      ...FAST,
    };
    apis.push(await startApi(env));
    apis.push(await startApi(env));
  }, 180_000);
  afterAll(async () => {
    await Promise.all(apis.map((api) => stopApi(api, 'SIGTERM')));
    await receiver.stop();
    await database?.drop();
  });

  it('delivers each event exactly once', async () => {
    const { admin_key: key } = cli(env, ['org:create', '--name', 'Two processes', '--plan', 'enterprise']);
    await register(apis[0], key, `${receiver.url}/two`);
    const EVENTS = 40;
    // Events written by both processes, in parallel pairs; either process may deliver any of them.
    const revoked = (await Promise.all(Array.from({ length: EVENTS }, (_, i) => revokeNewKey(apis[i % 2], key, `two-${i}`)))).flat();
    const hooks = await receiver.waitFor('/two', EVENTS, 30_000);
    await new Promise((resolve) => setTimeout(resolve, 2_500)); // past a lease: nothing more may come
    expect(receiver.to('/two')).toHaveLength(EVENTS);
    const ids = hooks.map((hook) => hook.headers['webhook-id']);
    expect(new Set(ids).size).toBe(EVENTS);
    const keys = hooks.map((hook) => JSON.parse(hook.body).data.id).sort();
    expect(keys).toEqual(revoked.map((r) => r.id).sort());
    // From the revocation's answer to the receiver: the delivery latency under normal operation.
    const latencies = revoked.map((r) => hooks.find((hook) => JSON.parse(hook.body).data.id === r.id)!.at - r.at).sort((a, b) => a - b);
    console.log(`webhook delivery latency over ${EVENTS} events, two processes: median ${latencies[EVENTS >> 1]} ms, max ${latencies[EVENTS - 1]} ms`);
  }, 90_000);
});
