import fc from 'fast-check';
import { DataSource } from 'typeorm';
import { bearer, createOrganization, type TestOrganization } from './support/api-keys.js';
import { postJson } from './support/chat.js';
import { settled, upload } from './support/documents.js';
import { FUZZ, headerValue, INJECTIONS, jsonBody, jsonValue, queryValue, text } from './support/hostile-input.js';
import { LogCapture } from './support/log-capture.js';
import { makePdf } from './support/pdf-fixtures.js';
import { MATRIX_ENV } from './support/scope-matrix.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const ANSWER_WITHIN_MS = 5_000;
const STACK = /\n\s+at |node_modules|\/src\/|\.ts:\d+|QueryFailedError|TypeError|ReferenceError|SQLSTATE/;

/**
 * Property-based fuzzing of every JSON field, query parameter, path parameter and header of /v1 and /api/auth
 * (docs/hardening.md): whatever arrives, the answer is never a 5xx nor a stack trace, and /v1 errors are always
 * {error, code, request_id}. FUZZ_RUNS runs per property (20 in CI), FUZZ_SEED replays a failure: fast-check
 * prints the seed and the counterexample.
 */
describe('hostile requests', () => {
  let t: TestApp;
  let acme: TestOrganization;
  let documentId: string;
  const logs = new LogCapture();

  beforeAll(async () => {
    process.stdout.write(`hostile requests: FUZZ_SEED=${FUZZ.seed} FUZZ_RUNS=${FUZZ.numRuns}\n`);
    t = await startTestApp(
      { ...MATRIX_ENV, INGESTION_POLL_MS: '100', LOG_LEVEL: 'info', RATE_LIMIT_AUTH_PER_MINUTE: '100000', MAX_UPLOAD_MB: '1' },
      undefined,
      { logs },
    );
    acme = await createOrganization(t);
    documentId = (await upload(t, acme.adminKey, await makePdf(), 'policy.pdf')).body.id;
    expect((await settled(t, acme.adminKey, documentId)).status).toBe('processed');
  });
  afterAll(() => t.close());

  /** What every answer must be, whatever was asked. */
  async function expectHandled(label: string, res: Response): Promise<void> {
    const body = await res.text();
    const where = `${label} → ${res.status} ${body.slice(0, 300)}`;
    expect({ where, status: res.status < 500 }).toEqual({ where, status: true });
    expect({ where, stack: STACK.test(body) }).toEqual({ where, stack: false });
    if (res.status < 400) return;
    let json: any;
    try {
      json = JSON.parse(body);
    } catch {
      json = `not JSON: ${body.slice(0, 100)}`;
    }
    expect({ where, body: typeof json }).toEqual({ where, body: 'object' });
    if (label.includes(' /v1')) {
      expect({ where, keys: Object.keys(json).sort() }).toEqual({ where, keys: ['code', 'error', 'request_id'] });
      expect(typeof json.error === 'string' && json.error.length > 0 && typeof json.code === 'string').toBe(true);
    } else {
      expect(typeof json).toBe('object');
    }
  }

  /** fetch with a deadline: a request the API never answers is a failure that names the request. */
  const answered = (path: string, init: RequestInit) =>
    fetch(`${t.url}${path}`, { ...init, signal: AbortSignal.timeout(ANSWER_WITHIN_MS) }).catch((error) => {
      throw new Error(`${init.method} ${path.slice(0, 300)} got no answer within ${ANSWER_WITHIN_MS} ms (${error})`);
    });

  const send = (method: string, path: string, init: { body?: string; headers?: Record<string, string>; key?: string | null } = {}) =>
    answered(path, {
      method,
      headers: { ...(init.key === null ? {} : bearer(init.key ?? acme.adminKey)), ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...init.headers },
      body: init.body,
    });

  const jsonRoutes: Array<{ path: string; fields: string[]; method?: string; key?: null }> = [
    { path: '/v1/apikeys', fields: ['name', 'scopes', 'expires_in_days', 'type', 'allowed_origins'] },
    { path: '/v1/apikeys/revoke', fields: ['key_id'] },
    { path: '/v1/chat', fields: ['message', 'session_id', 'context', 'metadata'] },
    { path: '/v1/chat/stream', fields: ['message', 'session_id', 'context', 'metadata'] },
    { path: '/v1/query', fields: ['query', 'top_k'] },
    { path: '/api/auth/signup/', key: null, fields: ['account_type', 'first_name', 'middle_name', 'last_name', 'email', 'phone', 'country', 'password', 'password_confirm', 'organization_name', 'organization_website', 'organization_description', 'role_in_organization'] },
    { path: '/api/auth/verify-email/', key: null, fields: ['token'] },
    { path: '/api/auth/resend-verification/', key: null, fields: ['email'] },
    { path: '/api/auth/login/', key: null, fields: ['email', 'password'] },
    { path: '/api/auth/token/refresh/', key: null, fields: ['refresh'] },
    { path: '/api/auth/logout/', key: null, fields: ['refresh'] },
    { path: '/api/auth/forgot-password/', key: null, fields: ['email'] },
    { path: '/api/auth/verify-otp/', key: null, fields: ['email', 'otp'] },
    { path: '/api/auth/reset-password/', key: null, fields: ['email', 'otp', 'new_password', 'new_password_confirm'] },
    { path: '/api/auth/profile/', method: 'PATCH', key: null, fields: ['first_name', 'last_name', 'phone', 'country', 'organization_name', 'organization_website'] },
    { path: '/api/auth/contact/', key: null, fields: ['name', 'email', 'company', 'subject', 'message', 'website'] },
  ];

  it.each(jsonRoutes)('every JSON field of $path', async ({ path, fields, method = 'POST', key }) => {
    await fc.assert(
      fc.asyncProperty(jsonBody(fields), async (body) => {
        await expectHandled(`${method} ${path} ${JSON.stringify(body).slice(0, 200)}`, await send(method, path, { body: JSON.stringify(body), key }));
      }),
      FUZZ,
    );
  });

  it('every query parameter of GET /v1/chat/history, /v1/chat/sessions, its export, GET /v1/analytics/usage and /v1/analytics/questions', async () => {
    const params = fc.record(
      { session_id: queryValue, limit: queryValue, offset: queryValue, days: queryValue, from: queryValue, to: queryValue, source: queryValue, format: queryValue, view: queryValue },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('/v1/chat/history', '/v1/chat/sessions', '/v1/chat/sessions/export', '/v1/analytics/usage', '/v1/analytics/questions'), params, async (path, query) => {
        const search = new URLSearchParams(query as Record<string, string>).toString();
        await expectHandled(`GET ${path}?${search.slice(0, 200)}`, await send('GET', `${path}?${search}`));
      }),
      { ...FUZZ, numRuns: FUZZ.numRuns * 2 },
    );
  });

  it('every path parameter: document ids and activation tokens', async () => {
    const routes = fc.constantFrom('GET /v1/documents/', 'DELETE /v1/documents/', 'POST /v1/documents/', 'GET /api/auth/activate/');
    // Raw segments too: invalid percent-encodings, encoded slashes and dot segments.
    const segment = fc.oneof(
      fc.oneof(text, fc.uuid()).map((id) => encodeURIComponent((id as string & { toWellFormed(): string }).toWellFormed())),
      fc.constantFrom('%', '%FF', '%E0%A4%A', '%00', '..%2F..%2Fetc%2Fpasswd', '%2e%2e', '..', '.', '%C0%AF'),
    );
    await fc.assert(
      fc.asyncProperty(routes, segment, async (route, id) => {
        const [method, prefix] = route.split(' ');
        const suffix = prefix === '/v1/documents/' && method === 'POST' ? '/reprocess' : prefix.startsWith('/api') ? '/' : '';
        const path = `${prefix}${id}${suffix}`;
        await expectHandled(`${method} ${path.slice(0, 200)}`, await send(method, path));
      }),
      { ...FUZZ, numRuns: FUZZ.numRuns * 2 },
    );
  });

  it('every header: Authorization, Content-Type, Origin, X-Forwarded-For, X-Request-Id, Cookie, Accept', async () => {
    const headers = fc.record(
      { authorization: headerValue, 'content-type': headerValue, origin: headerValue, 'x-forwarded-for': headerValue, 'x-request-id': headerValue, cookie: headerValue, accept: headerValue, 'accept-language': headerValue },
      { requiredKeys: [] },
    );
    const routes = fc.constantFrom('GET /v1/documents', 'POST /v1/query', 'POST /v1/chat', 'GET /v1/widget/config', 'GET /api/auth/auth-status/', 'GET /api/auth/profile/', 'POST /api/auth/login/');
    await fc.assert(
      fc.asyncProperty(routes, headers, jsonValue, async (route, chosen, body) => {
        const [method, path] = route.split(' ');
        const res = await answered(path, { method, headers: chosen as Record<string, string>, body: method === 'POST' ? JSON.stringify(body) : undefined });
        await expectHandled(`${route} ${JSON.stringify(chosen).slice(0, 200)}`, res);
      }),
      { ...FUZZ, numRuns: FUZZ.numRuns * 3 },
    );
  });

  it('the multipart field "name" of POST /v1/documents', async () => {
    const pdf = await makePdf({ pages: ['Fuzzed names.'] });
    await fc.assert(
      fc.asyncProperty(text, async (name) => {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'fuzz.pdf');
        form.append('name', name);
        // Malformed multipart bodies are a known 500 being fixed on the `seclow` branch; this sends well-formed ones.
        const res = await fetch(`${t.url}/v1/documents`, { method: 'POST', headers: bearer(acme.adminKey), body: form });
        await expectHandled(`POST /v1/documents name=${JSON.stringify(name).slice(0, 100)}`, res);
      }),
      { ...FUZZ, numRuns: Math.ceil(FUZZ.numRuns / 2) },
    );
  });

  it('bodies over the limit get 413, URLs over 16 KB 431, with the documented body, on /v1 and /api/auth alike', async () => {
    const big = JSON.stringify({ message: 'x'.repeat(101 * 1024) });
    for (const path of ['/v1/chat', '/v1/query', '/v1/apikeys']) {
      const res = await send('POST', path, { body: big });
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ error: 'The request body is too large.', code: expect.any(String), request_id: expect.any(String) });
    }
    for (const path of ['/api/auth/login/', '/api/auth/signup/', '/api/auth/contact/']) {
      const res = await send('POST', path, { body: big, key: null });
      expect(res.status).toBe(413);
      expect(await res.json()).toMatchObject({ message: 'The request body is too large.' });
    }
    // Node's own parser refuses a URL over 16 KB before the application runs: still the documented body.
    const longUrl = await send('GET', `/v1/documents/${'a'.repeat(20_000)}`);
    expect(longUrl.status).toBe(431);
    expect(await longUrl.json()).toEqual({ error: 'The request URL or headers are too large.', code: 'bad_request', request_id: expect.any(String) });
    const upload2Mb = await upload(t, acme.adminKey, Buffer.concat([await makePdf(), Buffer.alloc(2 * 1024 * 1024, 32), Buffer.from('\n%%EOF\n')]), 'big.pdf');
    expect(upload2Mb.status).toBe(413);
    expect(upload2Mb.body).toEqual({ error: expect.stringContaining('larger than'), code: 'file_too_large', request_id: expect.any(String) });
  });

  it('SQL, HTML and prompt-injection strings are stored and returned verbatim, never executed', async () => {
    const db = t.app.get(DataSource);
    const tablesBefore = Number((await db.query(`SELECT count(*) AS n FROM information_schema.tables WHERE table_schema = 'public'`))[0].n);
    for (const [i, injection] of INJECTIONS.entries()) {
      const session = `inject_${i}`;
      const message = injection.trim();
      const chat = await postJson(t.url, '/v1/chat', acme.adminKey, { message, session_id: session, metadata: { note: injection, [injection]: 1 } });
      expect(chat.status).toBe(200);
      const history = await (await fetch(`${t.url}/v1/chat/history?session_id=${session}`, { headers: bearer(acme.adminKey) })).json();
      expect(history.messages.map((m: { message: string }) => m.message)).toEqual([message]);
      const [turn] = await db.query('SELECT metadata FROM chat_turns WHERE session_id = $1', [session]);
      expect(turn.metadata).toEqual({ note: injection, [injection]: 1 });

      const created = await upload(t, acme.adminKey, await makePdf(), 'x.pdf', injection);
      expect(created.status).toBe(201);
      const shown = await (await fetch(`${t.url}/v1/documents/${created.body.id}`, { headers: bearer(acme.adminKey) })).json();
      // Verbatim except for bidirectional controls, which names never keep (names.e2e-spec.ts).
      expect(shown.name).toBe(injection.replace(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, '').trim() || 'x.pdf');

      const query = await postJson(t.url, '/v1/query', acme.adminKey, { query: message });
      expect(query.status).toBe(200);
    }
    // Nothing was dropped or deleted; and no prompt reached a model that could leak: the answers are extractive.
    expect(Number((await db.query(`SELECT count(*) AS n FROM information_schema.tables WHERE table_schema = 'public'`))[0].n)).toBe(tablesBefore);
    expect(Number((await db.query('SELECT count(*) AS n FROM chat_turns'))[0].n)).toBeGreaterThanOrEqual(INJECTIONS.length);
  });

  it('the log of all of it holds no 5xx, no stack of an unhandled error, and no key or secret', () => {
    const failed = logs.lines.filter((l) => (l.res?.statusCode ?? 0) >= 500 || l.level >= 50);
    expect(failed.map((l) => `${l.req?.method} ${l.req?.url} ${l.err?.message ?? l.msg}`)).toEqual([]);
    // Fuzzed Authorization headers are made up; these are the real ones, sent on every /v1 request above.
    const secrets = { adminKey: acme.adminKey, pepper: t.config.keys.pepper.reveal(), jwtSecret: t.config.auth.jwtSecret.reveal() };
    expect(Object.entries(secrets).filter(([, value]) => logs.raw.includes(value)).map(([name]) => name)).toEqual([]);
    expect(logs.raw).not.toMatch(/pw_(sk|pk)_[A-Za-z0-9_-]{16,}/);
  });
});
