import { createRequire } from 'node:module';
import { http, HttpResponse } from 'msw';
import { BASE, client, errorBody, mockApi } from '../test/support/server.js';
import * as sdk from './index.js';

const server = mockApi();
const { APIError, PagewiseError, RateLimitError } = sdk;

test.each([
  [400, 'BadRequestError', 'bad_request'],
  [401, 'AuthenticationError', 'invalid_api_key'],
  [403, 'PermissionDeniedError', 'insufficient_scope'],
  [404, 'NotFoundError', 'document_not_found'],
  [409, 'ConflictError', 'conflict'],
  [413, 'PayloadTooLargeError', 'file_too_large'],
  [415, 'UnsupportedMediaTypeError', 'unsupported_media_type'],
  [422, 'UnprocessableEntityError', 'validation_failed'],
  [429, 'RateLimitError', 'rate_limit_exceeded'],
  [500, 'InternalServerError', 'internal_error'],
  [502, 'InternalServerError', 'model_unavailable'],
  [418, 'APIError', 'a_code_from_a_newer_api'],
] as const)('a %i becomes %s with status, code, request id and the API\'s sentence', async (status, name, code) => {
  server.use(
    http.get(`${BASE}/v1/documents`, () => HttpResponse.json(errorBody(status, code, 'Not allowed here.'), { status })),
  );
  const error = await client({ maxRetries: 0 })
    .documents.list()
    .catch((e: unknown) => e);
  const Class = sdk[name];
  expect(error).toBeInstanceOf(Class);
  expect(Class.isInstance(error)).toBe(true);
  expect(APIError.isInstance(error)).toBe(true);
  expect(PagewiseError.isInstance(error)).toBe(true);
  expect(sdk.APIConnectionError.isInstance(error)).toBe(false);
  expect(error).toMatchObject({ name, status, code, requestId: `req_${status}`, message: 'Not allowed here.' });
});

test('without a JSON body the status and X-Request-Id still come through', async () => {
  server.use(
    http.get(`${BASE}/v1/documents`, () =>
      new HttpResponse('<h1>Bad gateway</h1>', { status: 404, headers: { 'x-request-id': 'req_header' } }),
    ),
  );
  const error = await client().documents.list().catch((e: unknown) => e);
  expect(error).toMatchObject({ name: 'NotFoundError', status: 404, requestId: 'req_header', code: 'unknown_error' });
});

test('RateLimitError.resetAt comes from Retry-After, which names the limit that was hit, else X-RateLimit-Reset', async () => {
  const limited = (headers: Record<string, string>) =>
    server.use(
      http.post(`${BASE}/v1/chat`, () =>
        HttpResponse.json(errorBody(429, 'daily_quota_exceeded', 'The free plan allows 5 chat queries per day.'), { status: 429, headers }),
      ),
    );
  const ask = () => client({ maxRetries: 0 }).chat.send({ message: 'hi' }).then(() => undefined, (e: unknown) => e as sdk.RateLimitError);
  limited({ 'x-ratelimit-reset': '1795000000', 'retry-after': '40000' });
  const before = Date.now();
  const quota = await ask();
  expect(RateLimitError.isInstance(quota)).toBe(true);
  expect(quota!.resetAt!.getTime() - before).toBeGreaterThanOrEqual(40_000_000);
  expect(quota!.resetAt!.getTime() - Date.now()).toBeLessThanOrEqual(40_000_000);
  expect(quota!.message).toBe('The free plan allows 5 chat queries per day.');
  limited({ 'x-ratelimit-reset': '1795000000' });
  expect((await ask())!.resetAt).toEqual(new Date(1_795_000_000_000));
});

test("ErrorCode is the union of the API's codes, and err.code still takes codes a newer API adds", () => {
  // Checked by tsc (npm test type-checks first): were ErrorCode plain string, this would not compile.
  const closed: string extends sdk.ErrorCode ? 'open' : 'closed' = 'closed';
  const code: sdk.ErrorCode = 'insufficient_scope';
  const newer = new APIError('x', { code: 'added_later' });
  expect([closed, new APIError('x', { code }).code, newer.code]).toEqual(['closed', 'insufficient_scope', 'added_later']);
});

test('isInstance agrees across two copies of the SDK, where instanceof does not', async () => {
  const otherCopy = createRequire(import.meta.url)('../dist/index.cjs') as typeof sdk;
  const error = new otherCopy.RateLimitError('slow down', { status: 429, code: 'rate_limit_exceeded' });
  expect(error).not.toBeInstanceOf(RateLimitError);
  expect(RateLimitError.isInstance(error)).toBe(true);
  expect(APIError.isInstance(error)).toBe(true);
  expect(sdk.NotFoundError.isInstance(error)).toBe(false);
  expect(PagewiseError.isInstance(new Error('plain'))).toBe(false);
  expect(PagewiseError.isInstance(null)).toBe(false);
});
