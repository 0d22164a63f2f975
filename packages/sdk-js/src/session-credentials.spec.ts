import { Pagewise } from './index.js';

/** The dashboard's way of calling: no key, the browser's session cookie (fetch credentials: 'include'). */
function recordingClient(options: ConstructorParameters<typeof Pagewise>[0]) {
  const seen: RequestInit[] = [];
  const fetchSpy: typeof fetch = async (_input, init) => {
    seen.push(init ?? {});
    return new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return { pw: new Pagewise({ baseURL: 'https://api.pagewise.test', fetch: fetchSpy, ...options }), seen };
}

test("with credentials: 'include' and no key, calls carry the cookie mode and no Authorization header", async () => {
  const { pw, seen } = recordingClient({ credentials: 'include' });
  await pw.documents.list();
  expect(seen[0].credentials).toBe('include');
  expect(new Headers(seen[0].headers).has('authorization')).toBe(false);
});

test('with a key, calls carry the bearer and leave the credentials mode to fetch', async () => {
  const { pw, seen } = recordingClient({ apiKey: 'pw_sk_test' });
  await pw.documents.list();
  expect(new Headers(seen[0].headers).get('authorization')).toBe('Bearer pw_sk_test');
  expect(seen[0].credentials).toBeUndefined();
});

test("a client with neither a key nor credentials: 'include' is refused at construction", () => {
  expect(() => new Pagewise({ credentials: 'same-origin' })).toThrow('An apiKey is required');
});

test('documents.file resolves with the PDF as a Blob', async () => {
  const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]);
  const seen: string[] = [];
  const pw = new Pagewise({
    apiKey: 'pw_sk_test',
    baseURL: 'https://api.pagewise.test',
    fetch: async (input) => (seen.push(String(input)), new Response(bytes, { headers: { 'content-type': 'application/pdf' } })),
  });
  const blob = await pw.documents.file('d 1');
  expect(seen).toEqual(['https://api.pagewise.test/v1/documents/d%201/file']);
  expect(blob.type).toBe('application/pdf');
  expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
});

test('widget.settings.get and update call GET and PATCH /v1/widget/settings', async () => {
  const calls: [string, string | undefined, unknown][] = [];
  const view = { title: 'Ask Acme', greeting: 'Hi', accent_color: '#0f766e', theme: 'dark', position: 'bottom-left', hide_badge: false, badge_removable: true };
  const pw = new Pagewise({
    credentials: 'include',
    baseURL: 'https://api.pagewise.test',
    fetch: async (input, init) => {
      calls.push([String(input), init?.method, init?.body ? JSON.parse(String(init.body)) : undefined]);
      return Response.json(view);
    },
  });
  expect(await pw.widget.settings.get()).toEqual(view);
  expect(await pw.widget.settings.update({ title: 'Ask Acme', position: 'bottom-left', greeting: null })).toEqual(view);
  expect(calls).toEqual([
    ['https://api.pagewise.test/v1/widget/settings', 'GET', undefined],
    ['https://api.pagewise.test/v1/widget/settings', 'PATCH', { title: 'Ask Acme', position: 'bottom-left', greeting: null }],
  ]);
});

test('apiKeys.regenerateAdmin posts to /v1/apikeys/admin/regenerate and returns the new key', async () => {
  const calls: string[] = [];
  const created = { api_key: { id: 'k', is_admin: true }, key: 'pw_sk_new' };
  const pw = new Pagewise({
    credentials: 'include',
    baseURL: 'https://api.pagewise.test',
    fetch: async (input, init) => (calls.push(`${init?.method} ${input}`), Response.json(created, { status: 201 })),
  });
  expect(await pw.apiKeys.regenerateAdmin()).toEqual(created);
  expect(calls).toEqual(['POST https://api.pagewise.test/v1/apikeys/admin/regenerate']);
});
