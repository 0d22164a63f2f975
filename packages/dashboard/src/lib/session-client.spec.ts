import { jest } from '@jest/globals';
import { http, HttpResponse } from 'msw';
import { API, useMockApi } from '../../test/support/msw';
import { createSessionClient, SESSION_EXPIRED, SessionExpiredError } from './session-client';

const server = useMockApi();
const client = (onSessionExpired?: () => void) => createSessionClient({ apiUrl: () => API, timeoutMs: 15_000, onSessionExpired });

describe('the session client', () => {
  it('refreshes once for parallel 401s, then retries each request once', async () => {
    let refreshes = 0;
    let fresh = false;
    server.use(
      http.post(`${API}/api/auth/token/refresh/`, async () => {
        refreshes++;
        await new Promise((r) => setTimeout(r, 20));
        fresh = true;
        return HttpResponse.json({ message: 'Session refreshed.' });
      }),
      http.get(`${API}/api/auth/profile/`, () => (fresh ? HttpResponse.json({ id: 'u1' }) : HttpResponse.json({ code: 'session_expired' }, { status: 401 }))),
      http.get(`${API}/api/auth/dashboard/`, () => (fresh ? HttpResponse.json({ ok: true }) : HttpResponse.json({ code: 'session_expired' }, { status: 401 }))),
    );
    const c = client();
    const answers = await Promise.all([c.request('/api/auth/profile/'), c.request('/api/auth/dashboard/'), c.request('/api/auth/profile/')]);
    expect(answers).toEqual([{ id: 'u1' }, { ok: true }, { id: 'u1' }]);
    expect(refreshes).toBe(1);
  });

  it('fails every waiting request with "Session expired. Please log in again." when the refresh fails', async () => {
    const expired = jest.fn();
    server.use(
      http.post(`${API}/api/auth/token/refresh/`, () => HttpResponse.json({ message: 'Session expired. Please log in again.' }, { status: 401 })),
      http.get(`${API}/api/auth/profile/`, () => HttpResponse.json({}, { status: 401 })),
    );
    const c = client(expired);
    const results = await Promise.allSettled([c.request('/api/auth/profile/'), c.request('/api/auth/profile/')]);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect((result as PromiseRejectedResult).reason).toBeInstanceOf(SessionExpiredError);
      expect((result as PromiseRejectedResult).reason.message).toBe(SESSION_EXPIRED);
    }
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('retries a request only once: a second 401 is the end of the session', async () => {
    let profileCalls = 0;
    server.use(
      http.post(`${API}/api/auth/token/refresh/`, () => HttpResponse.json({ message: 'ok' })),
      http.get(`${API}/api/auth/profile/`, () => (profileCalls++, HttpResponse.json({}, { status: 401 }))),
    );
    await expect(client().request('/api/auth/profile/')).rejects.toThrow(SESSION_EXPIRED);
    expect(profileCalls).toBe(2);
  });

  it('reads the text to show from an error body, and gives up after the time limit', async () => {
    server.use(
      http.patch(`${API}/api/auth/profile/`, () => HttpResponse.json({ phone: ['Phone number must be at least 10 characters'], message: 'Please correct the highlighted fields.' }, { status: 400 })),
      http.get(`${API}/slow`, async () => {
        await new Promise((r) => setTimeout(r, 300));
        return HttpResponse.json({});
      }),
    );
    await expect(client().request('/api/auth/profile/', { method: 'PATCH', body: { phone: '1' } })).rejects.toThrow('Please correct the highlighted fields.');
    const quick = createSessionClient({ apiUrl: () => API, timeoutMs: 50 });
    await expect(quick.request('/slow')).rejects.toThrow('The server did not answer within 0 seconds');
  });
});
