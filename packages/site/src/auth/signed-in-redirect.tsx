import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { runtimeConfig } from '../runtime-config';
import { useAuth } from './auth-context';

/** The one path a signed-in user may stay on: the link in the verification mail signs them in on its way. */
const OPEN_TO_SIGNED_IN = ['/verify-email'];

/** replace, not assign: Back from the dashboard must not land on a page that sends it forward again. */
const replaceLocation = (url: string) => window.location.replace(url);

/**
 * Sends a signed-in user to the dashboard (DASHBOARD_URL, from /config.js) from every path but /verify-email.
 * The page shows while the profile is looked up, so visitors who are not signed in never wait for it.
 */
export function SignedInRedirect({ leaveFor = replaceLocation }: { leaveFor?: (url: string) => void }) {
  const { user, initializing } = useAuth();
  const { pathname } = useLocation();
  const stays = OPEN_TO_SIGNED_IN.includes(pathname.replace(/\/+$/, '') || '/');
  useEffect(() => {
    if (!initializing && user && !stays) leaveFor(runtimeConfig().dashboardUrl);
  }, [initializing, user, stays, leaveFor]);
  return null;
}
