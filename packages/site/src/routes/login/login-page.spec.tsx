import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useAuth } from '../../auth/auth-context';
import { API, useMockApi } from '../../../test/support/msw';
import { renderScreen } from '../../../test/support/render';
import LoginPage from './login-page';

const server = useMockApi();
const LOGIN = `${API}/api/auth/login/`;
const USER = { id: 'u1', email: 'meera@example.com', full_name: 'Meera Iyer' };

function WhoIsSignedIn() {
  const { user } = useAuth();
  return <p data-testid="who">{user ? user.email : 'nobody'}</p>;
}

function renderLogin() {
  server.use(http.get(`${API}/api/auth/profile/`, () => HttpResponse.json({ message: 'no' }, { status: 401 })), http.post(`${API}/api/auth/token/refresh/`, () => HttpResponse.json({ message: 'no' }, { status: 401 })));
  renderScreen(
    <>
      <LoginPage />
      <WhoIsSignedIn />
    </>,
    { path: '/login', auth: true, toasts: true },
  );
  return userEvent.setup();
}

async function signIn(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  if (email) await user.type(screen.getByLabelText(/^Email/), email);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('the sign-in screen', () => {
  it('links to /forgot-password and /signup', () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/signup');
  });

  it('asks for an address and a password before calling the server', async () => {
    const sent: unknown[] = [];
    const user = renderLogin();
    server.use(http.post(LOGIN, async ({ request }) => (sent.push(await request.json()), HttpResponse.json({}))));
    await signIn(user, 'meera', '');
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Please enter your password')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('signs in with email and password, sets the user and shows the server message', async () => {
    const sent: unknown[] = [];
    const user = renderLogin();
    server.use(http.post(LOGIN, async ({ request }) => (sent.push(await request.json()), HttpResponse.json({ user: USER, message: 'Logged in successfully!' }))));
    await signIn(user, 'meera@example.com', 'correct-horse');
    await waitFor(() => expect(screen.getByTestId('who').textContent).toBe('meera@example.com'));
    expect(sent).toEqual([{ email: 'meera@example.com', password: 'correct-horse' }]);
    expect(await screen.findByText('Logged in successfully!')).toBeTruthy();
  });

  it("shows 'Logged in successfully!' when the server gives no message", async () => {
    const user = renderLogin();
    server.use(http.post(LOGIN, () => HttpResponse.json({ user: { ...USER, email: 'quiet@example.com' } })));
    await signIn(user, 'quiet@example.com', 'correct-horse');
    await waitFor(() => expect(screen.getByTestId('who').textContent).toBe('quiet@example.com'));
    expect(await screen.findAllByText('Logged in successfully!')).not.toHaveLength(0);
  });

  it("shows the server's refusal in an alert, without any refresh attempt", async () => {
    let refreshes = 0;
    const user = renderLogin();
    server.use(
      http.post(LOGIN, () => HttpResponse.json({ non_field_errors: ['Invalid email or password.'], message: 'Invalid email or password.' }, { status: 400 })),
      http.post(`${API}/api/auth/token/refresh/`, () => (refreshes++, HttpResponse.json({}, { status: 401 }))),
    );
    // The profile look-up at start met a 401 and tried its one refresh; the refused sign-in must not add one.
    await waitFor(() => expect(refreshes).toBe(1));
    await signIn(user, 'meera@example.com', 'wrong-horse');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password.');
    expect(screen.getByTestId('who').textContent).toBe('nobody');
    expect(refreshes).toBe(1);
  });

  it("falls back to 'Login failed. Please check your credentials.' when the answer says nothing", async () => {
    const user = renderLogin();
    server.use(http.post(LOGIN, () => new HttpResponse(null, { status: 502 })));
    await signIn(user, 'meera@example.com', 'wrong-horse');
    expect((await screen.findByRole('alert')).textContent).toBe('Login failed. Please check your credentials.');
  });
});
