import { ACCOUNT_TEXT, type AccountApi, type AccountClient, type AccountUser, type LoginPayload, watchLogoutFlag } from '@pagewise/protocol/account';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { accountApi, apiClient } from '../lib/http-client';
import { notify } from '../lib/notify';
import { AuthContext, type AuthState } from './auth-context';

interface AuthProviderProps {
  children: ReactNode;
  /** Tests pass their own; the app uses the site's one client. */
  api?: AccountApi;
  client?: Pick<AccountClient, 'onSessionExpired'>;
}

/**
 * Who is signed in. At start the profile is asked for (in the browser only, after the first render, so pages
 * rendered ahead of time hydrate unchanged); a failed refresh anywhere, or a logout in another tab, forgets the user.
 */
export function AuthProvider({ children, api = accountApi, client = apiClient }: AuthProviderProps) {
  const [user, setUser] = useState<AccountUser | null>(null);
  const [loading, setLoading] = useState(false);
  const [initializing, setInitializing] = useState(true);

  useEffect(() => {
    let live = true;
    void api.profile().then((found) => {
      if (!live) return;
      setUser(found);
      setInitializing(false);
    });
    const stopExpired = client.onSessionExpired(() => setUser(null));
    const stopWatching = watchLogoutFlag(() => setUser(null));
    return () => {
      live = false;
      stopExpired();
      stopWatching();
    };
  }, [api, client]);

  const state = useMemo<AuthState>(
    () => ({
      user,
      loading,
      initializing,
      setUser,
      async login(credentials: LoginPayload) {
        setLoading(true);
        try {
          const answer = await api.login(credentials);
          setUser(answer.user);
          notify.success(answer.message || ACCOUNT_TEXT.loggedIn);
          return answer;
        } finally {
          setLoading(false);
        }
      },
      async logout() {
        setLoading(true);
        try {
          await api.logout();
        } finally {
          setUser(null);
          setLoading(false);
          notify.success(ACCOUNT_TEXT.loggedOut);
        }
      },
    }),
    [api, user, loading, initializing],
  );

  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}
