import { createAccountApi, createAccountClient } from '@pagewise/protocol/account';
import { runtimeConfig } from '../runtime-config';
import { siteConfig } from '../site-config';

export { ApiError, NetworkError, RequestTimeoutError } from '@pagewise/protocol/account';

/**
 * The one client the site calls the API with: the shared session client of @pagewise/protocol/account (JSON,
 * cookies, 15 s time limit, one refresh on 401), on the address /config.js gives at run time.
 */
export const apiClient = createAccountClient({ baseUrl: () => runtimeConfig().apiUrl, timeoutMs: siteConfig.requestTimeoutMs });

export const apiRequest = apiClient.request;

/** The /api/auth calls (signup, sign-in, verification, password reset, profile). */
export const accountApi = createAccountApi(apiClient);
