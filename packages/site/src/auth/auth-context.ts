import type { AccountUser, LoginPayload, UserAnswer } from '@pagewise/protocol/account';
import { ACCOUNT_TEXT } from '@pagewise/protocol/account';
import { createContext, useContext } from 'react';

export interface AuthState {
  /** The signed-in user, null when there is none. */
  user: AccountUser | null;
  /** A sign-in or sign-out is under way. */
  loading: boolean;
  /** The first profile look-up has not answered yet. */
  initializing: boolean;
  /** Signs in; shows the server's message, or 'Logged in successfully!'. Rejects with the error to show. */
  login(credentials: LoginPayload): Promise<UserAnswer>;
  /** Signs out here even when the server call fails, and shows 'Logged out successfully!'. */
  logout(): Promise<void>;
  /** After email verification (or any call that answered with the user). */
  setUser(user: AccountUser | null): void;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error(ACCOUNT_TEXT.useAuthOutsideProvider);
  return auth;
}
