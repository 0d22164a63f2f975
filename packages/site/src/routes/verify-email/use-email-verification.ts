import { ACCOUNT_TEXT, accountErrorText } from '@pagewise/protocol/account';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { useAuth } from '../../auth/auth-context';
import { accountApi } from '../../lib/http-client';
import { siteConfig } from '../../site-config';

export type Verification = { state: 'loading' } | { state: 'verified' } | { state: 'failed'; message: string };

/**
 * loading → verified or failed. A missing token fails at once; otherwise the screen waits about 500 ms (so the
 * spinner is seen rather than flashed) and then sends the token. Success signs the user in.
 */
export function useEmailVerification(token: string | null): Verification {
  const { setUser } = useAuth();
  const [result, setResult] = useState<Verification>(() => (token ? { state: 'loading' } : { state: 'failed', message: ACCOUNT_TEXT.noVerificationToken }));

  useEffect(() => {
    if (!token) {
      setResult({ state: 'failed', message: ACCOUNT_TEXT.noVerificationToken });
      return;
    }
    setResult({ state: 'loading' });
    let live = true;
    const timer = setTimeout(async () => {
      try {
        const answer = await accountApi.verifyEmail(token);
        if (!live) return;
        setUser(answer.user);
        toast.success(ACCOUNT_TEXT.emailVerified);
        setResult({ state: 'verified' });
      } catch (error) {
        if (live) setResult({ state: 'failed', message: accountErrorText('verifyEmail', error) });
      }
    }, siteConfig.accounts.verifyDelayMs);
    // StrictMode runs effects twice in development; the first timer is cleared before it sends the token.
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [token, setUser]);

  return result;
}
