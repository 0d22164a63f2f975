import { createRequire } from 'node:module';
import { http, HttpResponse } from 'msw';
import { BASE, client, errorBody, mockApi } from '../test/support/server.js';
import * as sdk from './index.js';

const server = mockApi();
const { APIError, PagewiseError, RateLimitError } = sdk;

test.each([
  [401, 'AuthenticationError', 'invalid_api_key'],
  [403, 'PermissionDeniedError', 'insufficient_scope'],
  [404, 'NotFoundError', 'document_not_found'],
  [413, 'PayloadTooLargeError', 'file_too_large'],
  [422, 'UnprocessableEntityError', 'validation_failed'],
  [429, 'RateLimitError', 'rate_limited'],
  [500, 'InternalServerError', 'internal_error'],
  [502, 'InternalServerError', 'model_unavailable'],
  [400, 'APIError', 'bad_request'],
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

test('RateLimitError.resetAt comes from X-RateLimit-Reset', async () => {
  server.use(
    http.post(`${BASE}/v1/chat`, () =>
      HttpResponse.json(errorBody(429, 'rate_limited', 'Rate limit exceeded. Please try again in a few seconds.'), {
        status: 429,
        headers: { 'x-ratelimit-reset': '1795000000', 'retry-after': '40' },
      }),
    ),
  );
  const error = await client({ maxRetries: 0 })
    .chat.send({ message: 'hi' })
    .catch((e: unknown) => e);
  expect(RateLimitError.isInstance(error)).toBe(true);
  expect((error as sdk.RateLimitError).resetAt).toEqual(new Date(1_795_000_000_000));
  expect((error as Error).message).toBe('Rate limit exceeded. Please try again in a few seconds.');
});

test('isInstance agrees across two copies of the SDK, where instanceof does not', async () => {
  const otherCopy = createRequire(import.meta.url)('../dist/index.cjs') as typeof sdk;
  const error = new otherCopy.RateLimitError('slow down', { status: 429, code: 'rate_limited' });
  expect(error).not.toBeInstanceOf(RateLimitError);
  expect(RateLimitError.isInstance(error)).toBe(true);
  expect(APIError.isInstance(error)).toBe(true);
  expect(sdk.NotFoundError.isInstance(error)).toBe(false);
  expect(PagewiseError.isInstance(new Error('plain'))).toBe(false);
  expect(PagewiseError.isInstance(null)).toBe(false);
});
