import { delay, http, HttpResponse } from 'msw';
import { API, useMockApi } from '../../test/support/msw';
import { siteConfig } from '../site-config';
import { readErrorText } from '@pagewise/protocol/account';
import { ApiError, apiRequest, NetworkError, RequestTimeoutError } from './http-client';

const server = useMockApi();

describe('reading the error text of an answer', () => {
  it('takes message, then error, then a plain string body, then detail, then non_field_errors joined', () => {
    const all = { message: 'm', error: 'e', detail: 'd', non_field_errors: ['n1', 'n2'] };
    expect(readErrorText(all)).toBe('m');
    expect(readErrorText({ ...all, message: undefined })).toBe('e');
    expect(readErrorText('Service unavailable')).toBe('Service unavailable');
    expect(readErrorText({ detail: 'd', non_field_errors: ['n1'] })).toBe('d');
    expect(readErrorText({ non_field_errors: ['n1', 'n2'] })).toBe('n1, n2');
    expect(readErrorText({ email: ['taken'] })).toBeNull();
    expect(readErrorText(null)).toBeNull();
  });
});

describe('the API client', () => {
  it('sends JSON with cookies to the configured API and reads JSON back', async () => {
    server.use(
      http.post(`${API}/echo`, async ({ request }) =>
        HttpResponse.json({ got: await request.json(), credentials: request.credentials, type: request.headers.get('content-type') }),
      ),
    );
    await expect(apiRequest('/echo', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ got: { a: 1 }, credentials: 'include', type: 'application/json' });
  });

  it('turns a non-OK answer into an ApiError with the text to show', async () => {
    server.use(http.get(`${API}/refused`, () => HttpResponse.json({ error: 'No' }, { status: 403 })));
    server.use(http.get(`${API}/bare`, () => new HttpResponse(null, { status: 418 })));
    await expect(apiRequest('/refused')).rejects.toMatchObject({ name: 'ApiError', status: 403, message: 'No' });
    const bare = await apiRequest('/bare').catch((e: unknown) => e);
    expect(bare).toBeInstanceOf(ApiError);
    expect((bare as ApiError).message).toBe('HTTP error! status: 418');
  });

  it('gives up after the time limit (15 s unless told otherwise)', async () => {
    expect(siteConfig.requestTimeoutMs).toBe(15_000);
    server.use(
      http.get(`${API}/slow`, async () => {
        await delay(2000);
        return HttpResponse.json({});
      }),
    );
    await expect(apiRequest('/slow', { timeoutMs: 50 })).rejects.toBeInstanceOf(RequestTimeoutError);
  });

  it('reports an unreachable server as a NetworkError without a message of its own', async () => {
    server.use(http.get(`${API}/down`, () => HttpResponse.error()));
    const error = await apiRequest('/down').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toBe('');
  });
});
