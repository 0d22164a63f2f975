import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useAuth } from '../../auth/auth-context';
import { API, useMockApi } from '../../../test/support/msw';
import { renderScreen } from '../../../test/support/render';
import VerifyEmailPage from './verify-email-page';

const server = useMockApi();
const VERIFY = `${API}/api/auth/verify-email/`;

function WhoIsSignedIn() {
  const { user } = useAuth();
  return <p data-testid="who">{user ? user.email : 'nobody'}</p>;
}

function open(path: string) {
  server.use(http.get(`${API}/api/auth/profile/`, () => HttpResponse.json({}, { status: 401 })), http.post(`${API}/api/auth/token/refresh/`, () => HttpResponse.json({}, { status: 401 })));
  renderScreen(
    <>
      <VerifyEmailPage />
      <WhoIsSignedIn />
    </>,
    { path, auth: true, toasts: true },
  );
}

describe('the verify-email screen', () => {
  it("fails at once without a token: 'No verification token provided', with Try Again and Back to Sign In", () => {
    open('/verify-email');
    expect(screen.getByRole('heading', { level: 1, name: 'Verification failed' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('No verification token provided');
    expect(screen.getByRole('link', { name: 'Try Again' }).getAttribute('href')).toBe('/signup');
    expect(screen.getByRole('link', { name: 'Back to Sign In' }).getAttribute('href')).toBe('/login');
  });

  it('shows the spinner for about 500 ms, sends the token, then signs the user in', async () => {
    const sent: { body: unknown; at: number }[] = [];
    server.use(http.post(VERIFY, async ({ request }) => (sent.push({ body: await request.json(), at: Date.now() }), HttpResponse.json({ message: 'Email verified successfully!', user: { email: 'meera@example.com' } }))));
    const opened = Date.now();
    open('/verify-email?token=tok_123');
    expect(screen.getByRole('heading', { level: 1, name: 'Verifying your email' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Email verified' }, { timeout: 3000 })).toBeTruthy();
    expect(sent.map((s) => s.body)).toEqual([{ token: 'tok_123' }]);
    expect(sent[0].at - opened).toBeGreaterThanOrEqual(450);
    expect(sent[0].at - opened).toBeLessThan(1500);
    expect(screen.getByTestId('who').textContent).toBe('meera@example.com');
    expect(screen.getByRole('link', { name: 'Continue to Sign In' }).getAttribute('href')).toBe('/login');
    await waitFor(() => expect(screen.getAllByText(/Email verified successfully!/).length).toBeGreaterThanOrEqual(2));
  });

  it('shows the reason of a refused token', async () => {
    server.use(http.post(VERIFY, () => HttpResponse.json({ token: ['The verification link is invalid or has expired. Please try signing up again.'] }, { status: 400 })));
    open('/verify-email?token=old');
    expect(await screen.findByRole('heading', { level: 1, name: 'Verification failed' }, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('The verification link is invalid or has expired. Please try signing up again.');
    expect(screen.getByTestId('who').textContent).toBe('nobody');
  });

  it("says 'Verification failed. Please try again.' when the answer names nothing", async () => {
    server.use(http.post(VERIFY, () => HttpResponse.error()));
    open('/verify-email?token=any');
    expect(await screen.findByRole('heading', { level: 1, name: 'Verification failed' }, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Verification failed. Please try again.');
  });
});
