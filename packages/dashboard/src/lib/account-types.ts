import type { PlanName } from './plan-names';

/** The user object of GET /api/auth/profile/ (docs/accounts.md). */
export interface User {
  id: string;
  email: string;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  full_name: string;
  phone: string;
  country: string;
  account_type: 'personal' | 'organization';
  role_in_organization: string | null;
  is_verified: boolean;
  organization_name: string;
  organization_website: string;
  organization_description: string;
  organization: { id: string; name: string; plan: PlanName };
  date_joined: string;
  last_login: string | null;
}

/** The limits the API enforces for the organization (null: no cap). */
export interface DashboardLimits {
  maxDocuments: number | null;
  maxFileBytes: number | null;
  queriesPerDay: number | null;
  requestsPerMinute: number | null;
  maxApiKeys: number | null;
  scopedKeysAllowed: boolean;
  badgeRemovable: boolean;
  answerLanguage: 'en' | 'auto';
}

/** GET /api/auth/dashboard/: the home screen's summary. Counts are null where a feature is not installed. */
export interface DashboardSummary {
  user: User;
  organization: { id: string; name: string; plan: PlanName };
  plan: { name: PlanName; title: string; limits: DashboardLimits };
  usage: {
    documents: number | null;
    api_keys: number | null;
    chat_queries_today: number | null;
    chat_queries_per_day: number | null;
  };
}
