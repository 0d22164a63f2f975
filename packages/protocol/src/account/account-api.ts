import type { AccountClient } from './client.js';
import { readErrorText } from './error-text.js';
import { ApiError } from './errors.js';
import { raiseLogoutFlag } from './logout-flag.js';
import { ACCOUNT_TEXT } from './texts.js';
import type {
  AccountUser,
  AuthStatus,
  DashboardSummary,
  LoginPayload,
  MessageAnswer,
  ProfileUpdate,
  ResetPasswordPayload,
  SignupPayload,
  UserAnswer,
} from './types.js';

/** Every /api/auth call, typed, on one client. Paths end with a slash, as the API declares them. */
export function createAccountApi(client: AccountClient) {
  const post = <T>(path: string, body?: unknown, refreshOn401?: boolean) => client.request<T>(path, { method: 'POST', body: body ?? {}, refreshOn401 });
  return {
    // The same sentence whether or not the address has an account; no user (signup does not sign in).
    signup: (payload: SignupPayload) => post<MessageAnswer>('/api/auth/signup/', payload),
    verifyEmail: (token: string) => post<UserAnswer>('/api/auth/verify-email/', { token }),
    activate: (token: string) => client.request<UserAnswer>(`/api/auth/activate/${encodeURIComponent(token)}/`),
    resendVerification: (email: string) => post<MessageAnswer>('/api/auth/resend-verification/', { email }),

    /** Signs in; a failure carries the server's text, else 'Login failed. Please check your credentials.' */
    async login(credentials: LoginPayload): Promise<UserAnswer> {
      try {
        // A 401 here is a refused sign-in, not an expired session.
        return await post<UserAnswer>('/api/auth/login/', credentials, false);
      } catch (error) {
        if (error instanceof ApiError && readErrorText(error.body)) throw error;
        throw Object.assign(new Error(ACCOUNT_TEXT.loginFailed), { cause: error });
      }
    },

    /**
     * Ends the session. A failed server call still ends it here (answer 'Logout successful'); the logout flag is raised
     * for LOGOUT_FLAG_MS either way so the app's other tabs follow.
     */
    async logout(): Promise<MessageAnswer> {
      let answer: MessageAnswer;
      try {
        answer = await post<MessageAnswer>('/api/auth/logout/', undefined, false);
      } catch {
        answer = { message: ACCOUNT_TEXT.logoutLocal };
      }
      void raiseLogoutFlag();
      return answer;
    },

    /** The signed-in user, or null when there is none (or the lookup failed). */
    async profile(): Promise<AccountUser | null> {
      try {
        return await client.request<AccountUser>('/api/auth/profile/');
      } catch {
        return null;
      }
    },
    updateProfile: (update: ProfileUpdate) => client.request<UserAnswer>('/api/auth/profile/', { method: 'PATCH', body: update }),
    dashboard: () => client.request<DashboardSummary>('/api/auth/dashboard/'),

    /** `authenticated: false` when the call fails. */
    async authStatus(): Promise<AuthStatus> {
      try {
        return await client.request<AuthStatus>('/api/auth/auth-status/');
      } catch {
        return { authenticated: false };
      }
    },

    forgotPassword: (email: string) => post<MessageAnswer>('/api/auth/forgot-password/', { email }),
    verifyOtp: (email: string, otp: string) => post<MessageAnswer>('/api/auth/verify-otp/', { email, otp }),
    resetPassword: (payload: ResetPasswordPayload) => post<MessageAnswer>('/api/auth/reset-password/', payload),
  };
}

export type AccountApi = ReturnType<typeof createAccountApi>;
