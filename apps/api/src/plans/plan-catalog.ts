import { limitFeatures } from './plan-features.js';
import type { Plan, PlanLimits, PlanName } from './plan.types.js';

const KB = 1024;
const MB = 1024 * 1024;

/**
 * Plan numbers (docs/api-keys-and-limits.md); a deployment changes them in PLANS_JSON (plan-overrides.ts). The widget
 * numbers are ours: widget chats may use 60% of a Free day (3 of 5, so 2 stay with the owner's keys) and 2 per
 * visitor; 80% of a Pro day and 10 per visitor (docs/api-keys-and-limits.md).
 */
export const DEFAULT_PLAN_LIMITS: Record<PlanName, PlanLimits> = {
  free: {
    maxDocuments: 1,
    maxFileBytes: 500 * KB,
    queriesPerDay: 5,
    requestsPerMinute: 2,
    maxApiKeys: 1,
    maxWebhookEndpoints: 1,
    widgetDailySharePercent: 60,
    widgetQueriesPerVisitorPerDay: 2,
    scopedKeysAllowed: false,
    badgeRemovable: false,
    answerLanguage: 'en',
    analytics: 'basic',
    scannedPagesPerDocument: 5,
  },
  pro: {
    maxDocuments: 5,
    maxFileBytes: 2 * MB,
    queriesPerDay: 100,
    requestsPerMinute: null,
    maxApiKeys: 3,
    maxWebhookEndpoints: 5,
    widgetDailySharePercent: 80,
    widgetQueriesPerVisitorPerDay: 10,
    scopedKeysAllowed: true,
    badgeRemovable: true,
    answerLanguage: 'auto',
    analytics: 'advanced',
    scannedPagesPerDocument: 100,
  },
  enterprise: {
    maxDocuments: null,
    maxFileBytes: null,
    queriesPerDay: null,
    requestsPerMinute: null,
    maxApiKeys: null,
    maxWebhookEndpoints: null,
    widgetDailySharePercent: 80,
    widgetQueriesPerVisitorPerDay: null,
    scopedKeysAllowed: true,
    badgeRemovable: true,
    answerLanguage: 'auto',
    analytics: 'advanced',
    scannedPagesPerDocument: null,
  },
};

/** Copy of each plan; `features` here are the lines that state no limit (limitFeatures() writes the others). */
type PlanCopy = Omit<Plan, 'limits'>;

const PLAN_COPY: Record<PlanName, PlanCopy> = {
  free: {
    name: 'free',
    title: 'Free',
    description: 'Try document chat on one small PDF.',
    monthlyPrice: 0,
    yearlyPrice: 0,
    currency: 'INR',
    features: ['Default local model', 'Community support'],
    buttonText: 'Get Started Free',
    popular: false,
  },
  pro: {
    name: 'pro',
    title: 'Pro',
    description: 'For teams that put document chat in front of their users.',
    monthlyPrice: 1000,
    yearlyPrice: 10000,
    currency: 'INR',
    features: ['Local models', 'Streaming answers with cited pages'],
    buttonText: 'Start Free Trial',
    popular: true,
  },
  enterprise: {
    name: 'enterprise',
    title: 'Enterprise',
    description: 'Custom limits, SSO, audit logs and dedicated support.',
    monthlyPrice: null,
    yearlyPrice: null,
    currency: 'INR',
    features: [
      'Custom rate limits',
      'Team roles and permissions',
      'SSO and audit logs',
      'Private cloud or on-prem',
      'Dedicated support and SLA',
    ],
    buttonText: 'Coming Soon',
    popular: false,
  },
};

/** The plan table with this server's limits (defaults merged with env overrides). */
export function buildPlanCatalog(limits: Record<PlanName, PlanLimits>): Record<PlanName, Plan> {
  const plan = (name: PlanName): Plan => ({
    ...PLAN_COPY[name],
    features: [...limitFeatures(limits[name]), ...PLAN_COPY[name].features],
    limits: limits[name],
  });
  return { free: plan('free'), pro: plan('pro'), enterprise: plan('enterprise') };
}
