import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/http-client';

/** One plan of GET /v1/plans (the API's plan catalogue; docs/api.md). */
export interface Plan {
  name: 'free' | 'pro' | 'enterprise';
  title: string;
  description: string;
  monthly_price: number | null;
  yearly_price: number | null;
  currency: string;
  features: string[];
  button_text: string;
  popular: boolean;
  limits: {
    max_documents: number | null;
    max_file_bytes: number | null;
    queries_per_day: number | null;
    requests_per_minute: number | null;
    max_api_keys: number | null;
    scoped_keys_allowed: boolean;
    badge_removable: boolean;
    answer_language: 'en' | 'auto';
  };
}

export const planKeys = { all: ['plans'] as const };

/** The plans as the API enforces them; public, so no cookies go with the request. */
export const plansQuery = () =>
  queryOptions({
    queryKey: planKeys.all,
    queryFn: async ({ signal }) => (await apiRequest<{ plans: Plan[] }>('/v1/plans', { credentials: 'omit', signal })).plans,
    staleTime: 5 * 60_000,
  });
