import type { ApiKey, Document, DocumentDetail, UsageReport } from '@pagewise/sdk';
import type { DashboardSummary, User } from '../../src/lib/account-types';

export const USER: User = {
  id: '7d1c1e2a-8f3b-4a57-9a57-0c6f1f0b8d11',
  email: 'asha@acme.test',
  first_name: 'Asha',
  middle_name: null,
  last_name: 'Rao',
  full_name: 'Asha Rao',
  phone: '+919876543210',
  country: 'IN',
  account_type: 'organization',
  role_in_organization: 'Member',
  is_verified: true,
  organization_name: 'Acme',
  organization_website: 'https://acme.test',
  organization_description: '',
  organization: { id: 'b1f7f0a4-3c7e-4a64-8d2e-1c1a2b3c4d5e', name: 'Acme', plan: 'pro' },
  date_joined: '2026-11-01T10:00:00.000Z',
  last_login: '2026-11-23T09:00:00.000Z',
};

export const SUMMARY: DashboardSummary = {
  user: USER,
  organization: { id: USER.organization.id, name: 'Acme', plan: 'pro' },
  plan: {
    name: 'pro',
    title: 'Pro',
    limits: { maxDocuments: 5, maxFileBytes: 2_097_152, queriesPerDay: 100, requestsPerMinute: null, maxApiKeys: 3, scopedKeysAllowed: true, badgeRemovable: true, answerLanguage: 'auto' },
  },
  usage: { documents: 1, api_keys: 1, chat_queries_today: 4, chat_queries_per_day: 100 },
};

export const FREE_SUMMARY: DashboardSummary = {
  ...SUMMARY,
  organization: { ...SUMMARY.organization, plan: 'free' },
  plan: {
    name: 'free',
    title: 'Free',
    limits: { maxDocuments: 1, maxFileBytes: 512_000, queriesPerDay: 5, requestsPerMinute: 2, maxApiKeys: 1, scopedKeysAllowed: false, badgeRemovable: false, answerLanguage: 'en' },
  },
  usage: { documents: 0, api_keys: 1, chat_queries_today: 0, chat_queries_per_day: 5 },
};

export const ADMIN_KEY: ApiKey = {
  id: '0a6f3c1e-1111-4a57-9a57-0c6f1f0b8d11',
  name: 'Admin key',
  type: 'secret',
  is_admin: true,
  key_prefix: 'pw_sk_3kT9Qm',
  scopes: ['chat:query', 'chat:history', 'documents:upload', 'documents:delete', 'documents:list', 'apikeys:create', 'apikeys:revoke', 'analytics:view'],
  allowed_origins: [],
  publishable_key: null,
  expires_at: null,
  status: 'active',
  last_used_at: null,
  usage_count: 0,
  created_at: '2026-11-01T10:00:00.000Z',
};

export const HANDBOOK: Document = { id: '5b0c9f0e-2222-4a57-9a57-0c6f1f0b8d11', name: 'handbook.pdf', status: 'processed', uploaded_at: '2026-11-20T10:00:00.000Z' };

export const HANDBOOK_DETAIL: DocumentDetail = {
  ...HANDBOOK,
  skipped_pages: [],
  file_size: 184_230,
  pages: 12,
  processing_completed_at: '2026-11-20T10:00:04.000Z',
  error: null,
  progress: null,
};

export function usageReport(days: { date: string; queries: number; tokens: number; documents?: number }[] = []): UsageReport {
  const full = days.map((d) => ({ documents: 0, ...d }));
  return {
    from: full[0]?.date ?? '2026-08-26',
    to: full.at(-1)?.date ?? '2026-11-23',
    days: full,
    totals: { queries: full.reduce((s, d) => s + d.queries, 0), tokens: full.reduce((s, d) => s + d.tokens, 0), documents: full.reduce((s, d) => s + d.documents, 0) },
  };
}
