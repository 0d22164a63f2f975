import type { ApiKey } from '@pagewise/sdk';
import type { DashboardSummary } from '../../lib/account-types';

/** What the plan allows for secret keys, in words, and whether one more can be made now. */
export function secretKeyCap(summary: DashboardSummary, apiKeys: ApiKey[]) {
  const { title, limits } = summary.plan;
  const activeSecret = apiKeys.filter((k) => k.type === 'secret' && k.status === 'active').length;
  if (!limits.scopedKeysAllowed) {
    return {
      canCreateSecret: false,
      short: `The ${title} plan holds only the admin key.`,
      explanation: `The ${title} plan holds one secret key, the admin key; scoped keys for team members need the Pro plan (see Usage to compare plans). Publishable widget keys can be made on any plan.`,
    };
  }
  if (limits.maxApiKeys === null) {
    return { canCreateSecret: true, short: 'No cap on your plan.', explanation: `The ${title} plan has no cap on secret keys. Publishable widget keys are not counted.` };
  }
  const left = limits.maxApiKeys - activeSecret;
  return {
    canCreateSecret: left > 0,
    // The same count as Home's "Secret API keys N of M": active secret keys, the admin key included.
    short: left > 0 ? `${activeSecret} of ${limits.maxApiKeys} in use, ${left} left.` : `${activeSecret} of ${limits.maxApiKeys} in use; revoke one first.`,
    explanation: `The ${title} plan allows ${limits.maxApiKeys} secret keys, the admin key included (${activeSecret} active). Revoked and expired keys do not count. Publishable widget keys are not counted.`,
  };
}
