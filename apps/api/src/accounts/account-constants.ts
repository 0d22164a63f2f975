/** Business constants of the accounts service (docs/accounts.md). */
export const VERIFICATION_TTL_SECONDS = 12 * 60 * 60;
export const OTP_TTL_SECONDS = 300;
/** After a code is verified, the person gets this long (again) to choose the new password. */
export const OTP_RESET_WINDOW_SECONDS = 300;
export const OTP_MAX_WRONG_ATTEMPTS = 5;
export const DEFAULT_ROLE_IN_ORGANIZATION = 'Member';
export const COUNTRY_CODES = ['IN', 'US', 'CA', 'GB', 'AU', 'DE', 'FR', 'JP', 'CN', 'BR', 'MX', 'SG', 'AE', 'SA', 'other'] as const;

export const ACCESS_COOKIE = 'pw_access';
export const REFRESH_COOKIE = 'pw_refresh';
/** The refresh cookie only travels to the endpoints that need it. */
export const REFRESH_COOKIE_PATH = '/api/auth/';
