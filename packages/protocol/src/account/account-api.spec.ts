import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAccountApi } from './account-api.js';
import { createAccountClient } from './client.js';

/** A real HTTP server answering each path with what the test puts in `answers`. */
let server: Server;
let base: string;
const answers = new Map<string, { status: number; body?: unknown }>();
const received: { method: string; url: string; body: unknown }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      received.push({ method: req.method!, url: req.url!, body: raw ? JSON.parse(raw) : null });
      const answer = answers.get(`${req.method} ${req.url}`) ?? { status: 404, body: { message: 'Not found' } };
      res.writeHead(answer.status, { 'Content-Type': 'application/json' });
      res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))));
beforeEach(() => {
  answers.clear();
  received.length = 0;
});

const api = () => createAccountApi(createAccountClient({ baseUrl: base }));

test('every call goes to its /api/auth path with its payload', async () => {
  for (const key of ['POST /api/auth/signup/', 'POST /api/auth/verify-email/', 'GET /api/auth/activate/a%2Fb/', 'POST /api/auth/resend-verification/', 'POST /api/auth/forgot-password/', 'POST /api/auth/verify-otp/', 'POST /api/auth/reset-password/', 'PATCH /api/auth/profile/', 'GET /api/auth/dashboard/']) {
    answers.set(key, { status: 200, body: { message: key } });
  }
  const calls = api();
  await calls.verifyEmail('tok');
  await calls.activate('a/b');
  await calls.resendVerification('a@b.co');
  await calls.forgotPassword('a@b.co');
  await calls.verifyOtp('a@b.co', '123456');
  await calls.resetPassword({ email: 'a@b.co', otp: '123456', new_password: 'x'.repeat(8), new_password_confirm: 'x'.repeat(8) });
  await calls.updateProfile({ phone: '5551234567' });
  await calls.dashboard();
  expect(received.map((r) => [r.method, r.url, r.body])).toEqual([
    ['POST', '/api/auth/verify-email/', { token: 'tok' }],
    ['GET', '/api/auth/activate/a%2Fb/', null],
    ['POST', '/api/auth/resend-verification/', { email: 'a@b.co' }],
    ['POST', '/api/auth/forgot-password/', { email: 'a@b.co' }],
    ['POST', '/api/auth/verify-otp/', { email: 'a@b.co', otp: '123456' }],
    ['POST', '/api/auth/reset-password/', { email: 'a@b.co', otp: '123456', new_password: 'xxxxxxxx', new_password_confirm: 'xxxxxxxx' }],
    ['PATCH', '/api/auth/profile/', { phone: '5551234567' }],
    ['GET', '/api/auth/dashboard/', null],
  ]);
});

test("a refused sign-in carries the server's text; without one, 'Login failed. Please check your credentials.'", async () => {
  answers.set('POST /api/auth/login/', { status: 400, body: { non_field_errors: ['Invalid email or password.'], message: 'Invalid email or password.' } });
  await expect(api().login({ email: 'a@b.co', password: 'wrong-pass' })).rejects.toMatchObject({ name: 'ApiError', message: 'Invalid email or password.' });
  answers.set('POST /api/auth/login/', { status: 500 });
  await expect(api().login({ email: 'a@b.co', password: 'wrong-pass' })).rejects.toThrow(/^Login failed\. Please check your credentials\.$/);
  // A refused sign-in is not an expired session: no refresh is tried.
  answers.set('POST /api/auth/login/', { status: 401, body: {} });
  await expect(api().login({ email: 'a@b.co', password: 'x' })).rejects.toThrow('Login failed. Please check your credentials.');
  expect(received.filter((r) => r.url.includes('refresh'))).toHaveLength(0);
});

test("a failed server logout is still a logout here: 'Logout successful'", async () => {
  answers.set('POST /api/auth/logout/', { status: 200, body: { message: 'Logged out successfully!' } });
  await expect(api().logout()).resolves.toEqual({ message: 'Logged out successfully!' });
  answers.set('POST /api/auth/logout/', { status: 503, body: { message: 'down' } });
  await expect(api().logout()).resolves.toEqual({ message: 'Logout successful' });
});

test('profile lookup failure gives null; auth-status failure gives authenticated false', async () => {
  answers.set('GET /api/auth/profile/', { status: 401, body: { message: 'no' } });
  answers.set('POST /api/auth/token/refresh/', { status: 401, body: { message: 'no' } });
  await expect(api().profile()).resolves.toBeNull();
  answers.set('GET /api/auth/auth-status/', { status: 500 });
  await expect(api().authStatus()).resolves.toEqual({ authenticated: false });
  answers.set('GET /api/auth/profile/', { status: 200, body: { id: 'u1', email: 'a@b.co' } });
  await expect(api().profile()).resolves.toMatchObject({ id: 'u1' });
});
