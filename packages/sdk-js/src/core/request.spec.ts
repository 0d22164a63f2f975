import { http, HttpResponse } from 'msw';
import { BASE, client, errorBody, mockApi, slow } from '../../test/support/server.js';
import { APIConnectionError, APITimeoutError, APIUserAbortError, InternalServerError, RateLimitError } from '../index.js';

const server = mockApi();
const ok = { results: [] };

/** Serves the given responses in order to POST /v1/query and counts the calls. */
function queryAnswers(...answers: ((request: Request) => Response | Promise<Response>)[]) {
  const calls: number[] = [];
  server.use(
    http.post(`${BASE}/v1/query`, ({ request }) => {
      calls.push(Date.now());
      return answers[Math.min(calls.length - 1, answers.length - 1)](request);
    }),
  );
  return calls;
}

const status = (code: number, headers?: Record<string, string>) => () =>
  HttpResponse.json(errorBody(code, 'x'), { status: code, headers });

test.each([408, 409, 429, 500, 503])('retries a %i and returns the later success', async (code) => {
  const calls = queryAnswers(status(code, { 'retry-after': '0' }), () => HttpResponse.json(ok));
  expect(await client().query.search({ query: 'refunds' })).toEqual(ok);
  expect(calls).toHaveLength(2);
});

test('gives up after maxRetries and throws the last error', async () => {
  const calls = queryAnswers(status(503, { 'retry-after': '0' }));
  await expect(client({ maxRetries: 1 }).query.search({ query: 'q' })).rejects.toBeInstanceOf(InternalServerError);
  expect(calls).toHaveLength(2);
  queryAnswers(status(429, { 'retry-after': '0' }));
  await expect(client().query.search({ query: 'q' }, { maxRetries: 0 })).rejects.toBeInstanceOf(RateLimitError);
});

test('does not retry other client errors', async () => {
  const calls = queryAnswers(status(422));
  await expect(client().query.search({ query: '' })).rejects.toMatchObject({ status: 422 });
  expect(calls).toHaveLength(1);
});

test('waits as long as Retry-After says', async () => {
  const calls = queryAnswers(status(429, { 'retry-after': '1' }), () => HttpResponse.json(ok));
  await client().query.search({ query: 'q' });
  expect(calls[1] - calls[0]).toBeGreaterThanOrEqual(950);
});

test('waits until X-RateLimit-Reset on a 429 without Retry-After', async () => {
  const reset = () => String(Math.ceil(Date.now() / 1000) + 1);
  const calls = queryAnswers(
    () => HttpResponse.json(errorBody(429, 'rate_limit_exceeded'), { status: 429, headers: { 'x-ratelimit-reset': reset() } }),
    () => HttpResponse.json(ok),
  );
  await client().query.search({ query: 'q' });
  expect(calls[1] - calls[0]).toBeGreaterThanOrEqual(900);
});

test('retries connection errors, then throws APIConnectionError', async () => {
  let calls = queryAnswers(() => HttpResponse.error(), () => HttpResponse.json(ok));
  expect(await client().query.search({ query: 'q' })).toEqual(ok);
  calls = queryAnswers(() => HttpResponse.error());
  const failure = client({ maxRetries: 1 }).query.search({ query: 'q' });
  await expect(failure).rejects.toBeInstanceOf(APIConnectionError);
  await expect(failure).rejects.not.toBeInstanceOf(APITimeoutError);
  expect(calls).toHaveLength(2);
});

test('a slow response times out with APITimeoutError after each allowed attempt', async () => {
  const calls = queryAnswers(async (request) => {
    await slow(2000, request);
    return HttpResponse.json(ok);
  });
  const failure = client({ timeout: 50, maxRetries: 1 }).query.search({ query: 'q' });
  await expect(failure).rejects.toBeInstanceOf(APITimeoutError);
  await expect(failure).rejects.toBeInstanceOf(APIConnectionError);
  expect(calls).toHaveLength(2);
});

test('a per-call timeout overrides the client default', async () => {
  queryAnswers(async (request) => {
    await slow(300, request);
    return HttpResponse.json(ok);
  });
  const pw = client({ timeout: 20, maxRetries: 0 });
  expect(await pw.query.search({ query: 'q' }, { timeout: 5000 })).toEqual(ok);
});

test('an AbortSignal stops the request and any retry wait with APIUserAbortError', async () => {
  queryAnswers(async (request) => {
    await slow(2000, request);
    return HttpResponse.json(ok);
  });
  const controller = new AbortController();
  setTimeout(() => controller.abort(), 20);
  await expect(client().query.search({ query: 'q' }, { signal: controller.signal })).rejects.toBeInstanceOf(
    APIUserAbortError,
  );

  const calls = queryAnswers(status(503, { 'retry-after': '30' }));
  const waiting = new AbortController();
  const failure = client().query.search({ query: 'q' }, { signal: waiting.signal });
  setTimeout(() => waiting.abort(), 50);
  await expect(failure).rejects.toBeInstanceOf(APIUserAbortError);
  expect(calls).toHaveLength(1);
});

test('an already-aborted signal never reaches the API', async () => {
  const calls = queryAnswers(() => HttpResponse.json(ok));
  await expect(client().query.search({ query: 'q' }, { signal: AbortSignal.abort() })).rejects.toBeInstanceOf(
    APIUserAbortError,
  );
  expect(calls).toHaveLength(0);
});

test('sends query parameters, per-call headers and a custom fetch', async () => {
  const seen: string[] = [];
  server.use(
    http.get(`${BASE}/v1/analytics/usage`, ({ request }) => {
      seen.push(request.url, request.headers.get('x-trace') ?? '');
      return HttpResponse.json({ days: [], totals: { queries: 0, tokens: 0, documents: 0 } });
    }),
  );
  const fetched: string[] = [];
  const pw = client({ baseURL: `${BASE}/`, fetch: (input, init) => (fetched.push(String(input)), fetch(input, init)) });
  await pw.analytics.usage({ from: '2026-11-01', to: undefined }, { headers: { 'x-trace': 't1' } });
  expect(seen).toEqual([`${BASE}/v1/analytics/usage?from=2026-11-01`, 't1']);
  expect(fetched).toEqual([`${BASE}/v1/analytics/usage?from=2026-11-01`]);
});

test('a client without an API key is refused at construction', () => {
  expect(() => client({ apiKey: '' })).toThrow('An apiKey is required');
});

test('shows each response to onResponse, with its status and rate-limit headers, before the body is read', async () => {
  const limits = (remaining: string) => ({ 'x-ratelimit-limit': '25', 'x-ratelimit-remaining': remaining, 'retry-after': '0' });
  queryAnswers(
    () => HttpResponse.json(errorBody(429, 'slow down'), { status: 429, headers: limits('0') }),
    () => HttpResponse.json(ok, { headers: limits('24') }),
  );
  const seen: [number, string | null, boolean][] = [];
  const onResponse = (res: Response) => seen.push([res.status, res.headers.get('x-ratelimit-remaining'), res.bodyUsed]);
  expect(await client().query.search({ query: 'q' }, { onResponse })).toEqual(ok);
  expect(seen).toEqual([
    [429, '0', false],
    [200, '24', false],
  ]);

  seen.length = 0;
  queryAnswers(status(401, limits('23')));
  await expect(client().query.search({ query: 'q' }, { onResponse })).rejects.toMatchObject({ status: 401 });
  expect(seen).toEqual([[401, '23', false]]);
});
