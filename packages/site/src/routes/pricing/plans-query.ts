import { queryOptions } from '@tanstack/react-query';
import type { Plan } from '@pagewise/protocol/types';
import { apiRequest } from '../../lib/http-client';

/** One plan of GET /v1/plans, as generated from the API's OpenAPI document (docs/architecture.md). */
export type { Plan };

export const planKeys = { all: ['plans'] as const };

/** The plans as the API enforces them; public, so no cookies go with the request. */
export const plansQuery = () =>
  queryOptions({
    queryKey: planKeys.all,
    queryFn: async ({ signal }) => (await apiRequest<{ plans: Plan[] }>('/v1/plans', { credentials: 'omit', signal })).plans,
    staleTime: 5 * 60_000,
  });
