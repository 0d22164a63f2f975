import type { QuestionView, UsageParams } from '@pagewise/sdk';
import { queryOptions } from '@tanstack/react-query';
import type { DashboardSummary, User } from './account-types';
import { api, sessionClient } from './api';

/** Query keys, from one place, so a change can invalidate exactly what it touched. */
export const keys = {
  profile: ['profile'] as const,
  summary: ['dashboard-summary'] as const,
  documents: ['documents'] as const,
  document: (id: string) => ['documents', id] as const,
  apiKeys: ['api-keys'] as const,
  plans: ['plans'] as const,
  usage: (days: number) => ['usage', days] as const,
  questions: (view: QuestionView, days: number, offset: number) => ['questions', view, days, offset] as const,
  widgetSettings: ['widget-settings'] as const,
  widgetIntegrity: ['widget-integrity'] as const,
  history: (sessionId: string) => ['chat-history', sessionId] as const,
};

export const profileQuery = () =>
  queryOptions({ queryKey: keys.profile, queryFn: ({ signal }) => sessionClient().request<User>('/api/auth/profile/', { signal }) });

export const summaryQuery = () =>
  queryOptions({ queryKey: keys.summary, queryFn: ({ signal }) => sessionClient().request<DashboardSummary>('/api/auth/dashboard/', { signal }) });

export const documentsQuery = () => queryOptions({ queryKey: keys.documents, queryFn: ({ signal }) => api().documents.list({ signal }) });

export const apiKeysQuery = () => queryOptions({ queryKey: keys.apiKeys, queryFn: ({ signal }) => api().apiKeys.list({ signal }) });

export const plansQuery = () =>
  queryOptions({
    queryKey: keys.plans,
    queryFn: async ({ signal }) => (await sessionClient().request<{ plans: import('@pagewise/sdk').Plan[] }>('/v1/plans', { signal, credentials: 'omit' })).plans,
    staleTime: 5 * 60_000,
  });

export const usageQuery = (days: UsageParams['days'] & number) =>
  queryOptions({ queryKey: keys.usage(days), queryFn: ({ signal }) => api().analytics.usage({ days }, { signal }) });

/** A page of the questions report (GET /v1/analytics/questions). */
export const QUESTIONS_PAGE = 20;
export const questionsQuery = (view: QuestionView, days: number, offset: number) =>
  queryOptions({
    queryKey: keys.questions(view, days, offset),
    queryFn: ({ signal }) => api().analytics.questions({ view, days, offset, limit: QUESTIONS_PAGE }, { signal }),
    // An answer of the API (403 plan_limit_reached on Free, 401) will not change by asking again; a lost connection may.
    retry: (count, error) => (error as { status?: number }).status === undefined && count < 1,
  });
