import { api } from '../../lib/api';

/** POST /v1/apikeys/admin/regenerate: a new admin key, shown once; the old one stops working at once. */
export const regenerateAdminKey = () => api().apiKeys.regenerateAdmin();
