import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAccountClient, REFRESH_PATH } from './client.js';
import { ApiError, NetworkError, RequestTimeoutError, SessionExpiredError } from './errors.js';

/**
 * A small real HTTP server standing in for the API's session rules: a call is allowed when its `session` cookie
 * matches the current one; POST token/refresh/ issues a new one (or refuses, when told to).
 */
type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;
let server: Server;
let base: string;
let handler: Handler;
const hits: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      hits.push(`${req.method} ${req.url}`);
      handler(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))));
beforeEach(() => {
  hits.length = 0;
});

const json = (res: ServerResponse, status: number, body?: unknown) => {
  res.writeHead(status, body === undefined ? {} : { 'Content-Type': 'application/json' });
  res.end(body === undefined ? undefined : JSON.stringify(body));
};

/** Sessions by a header the test's fetch adds (Node's fetch keeps no cookies): the refresh bumps the accepted one. */
function sessionApi({ refreshWorks = true, refreshDelayMs = 50 } = {}) {
  const state = { session: 1, client: 0 };
  handler = (req, res) => {
    if (req.url === REFRESH_PATH) {
      setTimeout(() => {
        if (!refreshWorks) return json(res, 401, { message: 'Session expired. Please log in again.', code: 'session_expired' });
        state.session += 1;
        json(res, 200, { message: 'Session refreshed.' });
      }, refreshDelayMs);
      return;
    }
    if (Number(req.headers['x-session']) !== state.session) return json(res, 401, { message: 'Authentication credentials were not provided.' });
    json(res, 200, { path: req.url });
  };
  // Plays the browser's cookie jar: after a refresh answers 200, later calls carry the new session.
  const fetchWithSession: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('x-session', String(state.client));
    const response = await fetch(input, { ...init, headers });
    if (String(input).endsWith(REFRESH_PATH) && response.ok) state.client = state.session;
    return response;
  };
  return { state, fetch: fetchWithSession };
}

describe('the account client', () => {
  it('sends JSON to the given API address and reads JSON back', async () => {
    handler = (req, res, body) => json(res, 200, { got: JSON.parse(body), type: req.headers['content-type'], url: req.url });
    const client = createAccountClient({ baseUrl: `${base}/` });
    await expect(client.request('/echo', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ got: { a: 1 }, type: 'application/json', url: '/echo' });
  });

  it('reads the API address at each call when given a function', async () => {
    handler = (req, res) => json(res, 200, { url: req.url });
    let address = 'http://127.0.0.1:1';
    const client = createAccountClient({ baseUrl: () => address });
    address = base;
    await expect(client.request('/now')).resolves.toEqual({ url: '/now' });
  });

  it('turns a non-OK answer into an ApiError with the text to show and the body', async () => {
    handler = (req, res) => (req.url === '/refused' ? json(res, 403, { error: 'No' }) : json(res, 418));
    const client = createAccountClient({ baseUrl: base });
    await expect(client.request('/refused')).rejects.toMatchObject({ name: 'ApiError', status: 403, message: 'No', body: { error: 'No' } });
    const bare = await client.request('/bare').catch((e: unknown) => e);
    expect(bare).toBeInstanceOf(ApiError);
    expect((bare as ApiError).message).toBe('HTTP error! status: 418');
  });

  it('gives up after the time limit: 15 s unless told otherwise', async () => {
    handler = (_req, res) => setTimeout(() => json(res, 200, {}), 1000);
    const client = createAccountClient({ baseUrl: base, timeoutMs: 60 });
    const error = await client.request('/slow').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect((error as RequestTimeoutError).timeoutMs).toBe(60);
    const { DEFAULT_TIMEOUT_MS } = await import('./client.js');
    expect(DEFAULT_TIMEOUT_MS).toBe(15_000);
  });

  it('reports an unreachable server as a NetworkError without a message of its own', async () => {
    const client = createAccountClient({ baseUrl: 'http://127.0.0.1:1' });
    const error = await client.request('/down').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toBe('');
  });

  it('answers a 401 with one refresh and sends the call again', async () => {
    const api = sessionApi();
    const client = createAccountClient({ baseUrl: base, fetch: api.fetch });
    await expect(client.request('/api/auth/profile/')).resolves.toEqual({ path: '/api/auth/profile/' });
    expect(hits).toEqual(['GET /api/auth/profile/', `POST ${REFRESH_PATH}`, 'GET /api/auth/profile/']);
  });

  it('lets parallel calls that meet a 401 wait for the same single refresh', async () => {
    const api = sessionApi({ refreshDelayMs: 150 });
    const client = createAccountClient({ baseUrl: base, fetch: api.fetch });
    const answers = await Promise.all(['/a', '/b', '/c', '/d'].map((p) => client.request(p)));
    expect(answers).toEqual([{ path: '/a' }, { path: '/b' }, { path: '/c' }, { path: '/d' }]);
    expect(hits.filter((h) => h.includes(REFRESH_PATH))).toHaveLength(1);
    expect(hits).toHaveLength(4 + 1 + 4);
  });

  it('fails every waiting call with "Session expired. Please log in again." when the refresh fails, and says so once', async () => {
    const api = sessionApi({ refreshWorks: false, refreshDelayMs: 100 });
    const client = createAccountClient({ baseUrl: base, fetch: api.fetch });
    const expired: SessionExpiredError[] = [];
    client.onSessionExpired((e) => expired.push(e));
    const results = await Promise.allSettled(['/a', '/b', '/c'].map((p) => client.request(p)));
    for (const result of results) {
      expect(result.status).toBe('rejected');
      const reason = (result as PromiseRejectedResult).reason;
      expect(reason).toBeInstanceOf(SessionExpiredError);
      expect(reason.message).toBe('Session expired. Please log in again.');
    }
    expect(hits.filter((h) => h.includes(REFRESH_PATH))).toHaveLength(1);
    expect(expired).toHaveLength(1);
  });

  it('refreshes only once per call: a second 401 is the answer', async () => {
    handler = (req, res) => (req.url === REFRESH_PATH ? json(res, 200, { message: 'ok' }) : json(res, 401, { message: 'Still no.' }));
    const client = createAccountClient({ baseUrl: base });
    await expect(client.request('/x')).rejects.toMatchObject({ status: 401, message: 'Still no.' });
    expect(hits).toEqual(['GET /x', `POST ${REFRESH_PATH}`, 'GET /x']);
  });

  it('does not refresh for the refresh call itself or a call that asks not to', async () => {
    handler = (_req, res) => json(res, 401, { message: 'No session.' });
    const client = createAccountClient({ baseUrl: base });
    await expect(client.request('/api/auth/login/', { method: 'POST', body: {}, refreshOn401: false })).rejects.toMatchObject({ status: 401 });
    await expect(client.request(REFRESH_PATH, { method: 'POST' })).rejects.toMatchObject({ status: 401 });
    expect(hits).toEqual(['POST /api/auth/login/', `POST ${REFRESH_PATH}`]);
  });

  it('sends again without a new refresh a call that was sent before the last refresh finished', async () => {
    const api = sessionApi({ refreshDelayMs: 20 });
    const client = createAccountClient({ baseUrl: base, fetch: api.fetch });
    // The first call triggers the refresh; the second is held by the server until the refresh is over.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const inner = handler;
    handler = (req, res, body) => (req.url === '/slow' && !hits.slice(0, -1).includes('GET /slow') ? void held.then(() => inner(req, res, body)) : inner(req, res, body));
    const slow = client.request('/slow');
    await new Promise((r) => setTimeout(r, 20));
    await client.request('/fast');
    release();
    await expect(slow).resolves.toEqual({ path: '/slow' });
    expect(hits.filter((h) => h.includes(REFRESH_PATH))).toHaveLength(1);
  });
});
