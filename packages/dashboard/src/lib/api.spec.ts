import { jest } from '@jest/globals';
import { http, HttpResponse } from 'msw';
import { API, useMockApi } from '../../test/support/msw';
import { api, onSessionExpired, resetClients } from './api';

const server = useMockApi();
beforeEach(() => resetClients());

describe('the /v1 client on the session', () => {
  it('sends the cookies and no Authorization header, and refreshes once for parallel 401s', async () => {
    let refreshes = 0;
    let fresh = false;
    const authorizations: (string | null)[] = [];
    server.use(
      http.post(`${API}/api/auth/token/refresh/`, async () => {
        refreshes++;
        await new Promise((r) => setTimeout(r, 20));
        fresh = true;
        return HttpResponse.json({ message: 'Session refreshed.' });
      }),
      http.get(`${API}/v1/documents`, ({ request }) => {
        authorizations.push(request.headers.get('authorization'));
        return fresh ? HttpResponse.json([]) : HttpResponse.json({ error: 'Session expired.', code: 'session_expired', request_id: 'r' }, { status: 401 });
      }),
      http.get(`${API}/v1/apikeys`, () => (fresh ? HttpResponse.json([]) : HttpResponse.json({ code: 'session_expired' }, { status: 401 }))),
    );
    await expect(Promise.all([api().documents.list(), api().apiKeys.list(), api().documents.list()])).resolves.toEqual([[], [], []]);
    expect(refreshes).toBe(1);
    expect(authorizations.every((a) => a === null)).toBe(true);
  });

  it('ends the session for every waiting call when the refresh fails', async () => {
    const expired = jest.fn();
    const stop = onSessionExpired(expired);
    server.use(
      http.post(`${API}/api/auth/token/refresh/`, () => HttpResponse.json({ message: 'Session expired. Please log in again.' }, { status: 401 })),
      http.get(`${API}/v1/documents`, () => HttpResponse.json({ code: 'session_expired' }, { status: 401 })),
    );
    const results = await Promise.allSettled([api().documents.list(), api().documents.list()]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect((results[0] as PromiseRejectedResult).reason.message).toBe('Session expired. Please log in again.');
    expect(expired).toHaveBeenCalledTimes(1);
    stop();
  });
});
