import { jest } from '@jest/globals';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOGOUT_FLAG_KEY } from '@pagewise/protocol/account';
import { Toaster } from '@pagewise/ui/toaster';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ThemeProvider } from '@pagewise/ui';
import { API, useMockApi } from '../../test/support/msw';
import { useAuth } from './auth-context';
import { AuthProvider } from './auth-provider';
import { SignedInRedirect } from './signed-in-redirect';

const server = useMockApi();
const PROFILE = `${API}/api/auth/profile/`;
const REFRESH = `${API}/api/auth/token/refresh/`;
const USER = { id: 'u1', email: 'meera@example.com' };

function Session() {
  const { user, initializing, loading, logout } = useAuth();
  return (
    <div>
      <p data-testid="state">{initializing ? 'initializing' : user ? `signed in as ${user.email}` : 'signed out'}</p>
      <p data-testid="loading">{String(loading)}</p>
      <button type="button" onClick={() => void logout()}>
        Log out
      </button>
    </div>
  );
}

/** jsdom cannot leave the page: where the redirect would go is recorded (the browser tests follow it for real). */
let replaced: string[] = [];
const leaveFor = (url: string) => void replaced.push(url);

function renderSession(path = '/') {
  const page = (
    <>
      <Session />
      <SignedInRedirect leaveFor={leaveFor} />
    </>
  );
  const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: [path] });
  return render(
    <ThemeProvider>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
      <Toaster />
    </ThemeProvider>,
  );
}

const state = () => screen.getByTestId('state').textContent;

describe('the session', () => {
  beforeEach(() => {
    replaced = [];
  });

  it('asks for the profile at start and sets the user', async () => {
    server.use(http.get(PROFILE, () => HttpResponse.json(USER)));
    renderSession();
    expect(state()).toBe('initializing');
    await waitFor(() => expect(state()).toBe('signed in as meera@example.com'));
  });

  it('has no user when the profile fails, after its one refresh fails too', async () => {
    const calls: string[] = [];
    server.use(
      http.get(PROFILE, () => (calls.push('profile'), HttpResponse.json({ message: 'no' }, { status: 401 }))),
      http.post(REFRESH, () => (calls.push('refresh'), HttpResponse.json({ message: 'no' }, { status: 401 }))),
    );
    renderSession();
    await waitFor(() => expect(state()).toBe('signed out'));
    expect(calls).toEqual(['profile', 'refresh']);
    expect(replaced).toEqual([]);
  });

  it('sends a signed-in user to the dashboard address from the runtime config, from any path', async () => {
    server.use(http.get(PROFILE, () => HttpResponse.json(USER)));
    renderSession('/signup');
    await waitFor(() => expect(replaced).toEqual(['http://dashboard.pagewise.test']));
  });

  it('lets a signed-in user stay on /verify-email', async () => {
    server.use(http.get(PROFILE, () => HttpResponse.json(USER)));
    renderSession('/verify-email');
    await waitFor(() => expect(state()).toBe('signed in as meera@example.com'));
    await new Promise((r) => setTimeout(r, 50));
    expect(replaced).toEqual([]);
  });

  it("logs out even when the server call fails, raises the logout flag for 100 ms, and says 'Logged out successfully!'", async () => {
    server.use(
      http.get(PROFILE, () => HttpResponse.json(USER)),
      http.post(`${API}/api/auth/logout/`, () => HttpResponse.error()),
    );
    renderSession('/verify-email');
    await waitFor(() => expect(state()).toBe('signed in as meera@example.com'));
    const flags: (string | null)[] = [];
    const setItem = Storage.prototype.setItem;
    const spy = (Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
      if (key === LOGOUT_FLAG_KEY) flags.push(value);
      return setItem.call(this, key, value);
    });
    try {
      await userEvent.setup().click(screen.getByRole('button', { name: 'Log out' }));
      await waitFor(() => expect(state()).toBe('signed out'));
      expect(flags).toHaveLength(1);
      expect(localStorage.getItem(LOGOUT_FLAG_KEY)).not.toBeNull();
      await waitFor(() => expect(localStorage.getItem(LOGOUT_FLAG_KEY)).toBeNull(), { timeout: 500 });
      expect(await screen.findByText('Logged out successfully!')).toBeTruthy();
    } finally {
      if (Storage.prototype.setItem === spy) Storage.prototype.setItem = setItem;
    }
  });

  it('forgets the user when another tab logs out', async () => {
    server.use(http.get(PROFILE, () => HttpResponse.json(USER)));
    renderSession('/verify-email');
    await waitFor(() => expect(state()).toBe('signed in as meera@example.com'));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: LOGOUT_FLAG_KEY, newValue: String(Date.now()) }));
    });
    expect(state()).toBe('signed out');
  });

  it("raises 'useAuth must be used within an AuthProvider' outside the provider", () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(() => render(<Session />)).toThrow('useAuth must be used within an AuthProvider');
    } finally {
      quiet.mockRestore();
    }
  });
});
