// @pagewise/protocol/account: the /api/auth session client the site and the dashboard share (docs/accounts.md).
// Framework-free; the API address is given by the app.
export { createAccountApi, type AccountApi } from './account-api.js';
export { createAccountClient, DEFAULT_TIMEOUT_MS, REFRESH_PATH, type AccountClient, type AccountClientConfig, type RequestOptions } from './client.js';
export { accountErrorText, firstFieldText, readErrorText } from './error-text.js';
export { ApiError, NetworkError, RequestTimeoutError, SessionExpiredError } from './errors.js';
export { LOGOUT_FLAG_KEY, LOGOUT_FLAG_MS, raiseLogoutFlag, watchLogoutFlag } from './logout-flag.js';
export { ACCOUNT_ERROR_FIELDS, ACCOUNT_FALLBACK, ACCOUNT_TEXT, type AccountForm } from './texts.js';
export type * from './types.js';
