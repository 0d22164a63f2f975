import type { ApiKey } from '@pagewise/sdk';
import { sessionClient } from '../../lib/api';

/** POST /v1/apikeys/admin/regenerate: a new admin key; the old one stops working at once. */
export const regenerateAdminKey = () => sessionClient().request<{ key: string; api_key?: ApiKey }>('/v1/apikeys/admin/regenerate', { method: 'POST' });
