import { http, HttpResponse } from 'msw';
import { BASE, client, mockApi } from '../../test/support/server.js';

const server = mockApi();

const key = {
  id: 'key_1',
  name: 'CI',
  type: 'secret',
  is_admin: false,
  key_prefix: 'pw_sk_abcdef',
  scopes: ['documents:list'],
  allowed_origins: [],
  expires_at: null,
  status: 'active',
  last_used_at: null,
  usage_count: 0,
  created_at: '2026-11-23T00:00:00.000Z',
};

test('create sends name, scopes and expiry with the bearer key and returns the plaintext once', async () => {
  let seen: { auth: string | null; body: unknown } | undefined;
  server.use(
    http.post(`${BASE}/v1/apikeys`, async ({ request }) => {
      seen = { auth: request.headers.get('authorization'), body: await request.json() };
      return HttpResponse.json({ api_key: key, key: 'pw_sk_secret' }, { status: 201 });
    }),
  );
  const created = await client().apiKeys.create({ name: 'CI', scopes: ['documents:list'], expires_in_days: 30 });
  expect(created).toEqual({ api_key: key, key: 'pw_sk_secret' });
  expect(seen).toEqual({
    auth: 'Bearer pw_sk_test',
    body: { name: 'CI', scopes: ['documents:list'], expires_in_days: 30 },
  });
});

test('list returns the key objects and revoke posts the key id', async () => {
  server.use(
    http.get(`${BASE}/v1/apikeys`, () => HttpResponse.json([key])),
    http.post(`${BASE}/v1/apikeys/revoke`, async ({ request }) => {
      const { key_id } = (await request.json()) as { key_id: string };
      return HttpResponse.json({ message: 'API key revoked', key_id });
    }),
  );
  const pw = client();
  expect(await pw.apiKeys.list()).toEqual([key]);
  expect(await pw.apiKeys.revoke('key_1')).toEqual({ message: 'API key revoked', key_id: 'key_1' });
});
