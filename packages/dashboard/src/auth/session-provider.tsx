import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo } from 'react';
import type { User } from '../lib/account-types';
import { onSessionExpired, sessionClient } from '../lib/api';
import { goToSignIn, goToSite, goToSiteSignedOut } from '../lib/leave';
import { profileQuery } from '../lib/queries';
import { ApiError, raiseLogoutFlag, SessionExpiredError, watchLogoutFlag } from '@pagewise/protocol/account';
import { SessionGate } from './session-gate';

interface SessionState {
  user: User;
  /** POST /api/auth/logout/ (a failure counts as signed out here), then back to the site. */
  signOut: () => Promise<void>;
  /** POST /api/auth/logout-all/: every session of this account ends, this one too. */
  signOutEverywhere: () => Promise<void>;
}

const SessionContext = createContext<SessionState | null>(null);

const isSignedOut = (error: unknown) => error instanceof SessionExpiredError || (error instanceof ApiError && error.status === 401);

/**
 * The dashboard is only for signed-in people: the profile is asked for at start; without a valid session
 * (after the one refresh) the browser goes to the site's sign-in page.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const profile = useQuery({ ...profileQuery(), retry: (count, error) => !isSignedOut(error) && count < 1, staleTime: Infinity });

  useEffect(() => onSessionExpired(goToSignIn), []);
  useEffect(() => {
    if (profile.error && isSignedOut(profile.error)) goToSignIn();
  }, [profile.error]);
  // Another tab signed out (the logout flag, set for 100 ms): this one leaves too.
  useEffect(() => watchLogoutFlag(goToSite), []);

  const end = useCallback(
    async (path: string) => {
      try {
        await sessionClient().request(path, { method: 'POST' });
      } catch {
        // The server may already have ended the session; locally it is over either way.
      }
      void raiseLogoutFlag();
      queryClient.clear();
      goToSiteSignedOut();
    },
    [queryClient],
  );

  const value = useMemo(
    () => (profile.data ? { user: profile.data, signOut: () => end('/api/auth/logout/'), signOutEverywhere: () => end('/api/auth/logout-all/') } : null),
    [profile.data, end],
  );

  if (!value) return <SessionGate error={profile.error && !isSignedOut(profile.error) ? profile.error : null} retry={() => profile.refetch()} />;
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const state = useContext(SessionContext);
  if (!state) throw new Error('useSession must be used within a SessionProvider');
  return state;
}
