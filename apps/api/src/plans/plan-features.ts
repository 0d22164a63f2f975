import type { PlanLimits } from './plan.types.js';

const KB = 1024;
const MB = 1024 * 1024;

/** "500KB", "2MB": the way the pricing copy writes sizes. */
export function formatBytes(bytes: number): string {
  if (bytes >= MB && Number.isInteger((bytes * 10) / MB)) return `${Number((bytes / MB).toFixed(1))}MB`;
  return `${Math.round(bytes / KB)}KB`;
}

/** The analytics line of each level (the questions report is the difference: docs/analytics.md). */
export const ANALYTICS_BASIC = 'Basic analytics: daily usage counts';
export const ANALYTICS_ADVANCED = 'Advanced analytics: questions most asked, not answered and rated down';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The feature lines that state a limit, written from the numbers this server enforces, so the pricing page
 * changes with a deployment's overrides (PLANS_JSON with {"free": {"queriesPerDay": 10}} reads "10 chat queries
 * per day").
 */
export function limitFeatures(limits: PlanLimits): string[] {
  const lines: string[] = [];
  const size = limits.maxFileBytes === null ? '' : formatBytes(limits.maxFileBytes);
  if (limits.maxDocuments === null) lines.push('Unlimited documents');
  else if (limits.maxDocuments === 1) lines.push(`1 PDF${size ? `, up to ${size}` : ''}${limits.maxFileBytes === 500 * KB ? ' (about 2-3 pages)' : ''}`);
  else lines.push(`Up to ${limits.maxDocuments} PDFs${size ? `, ${size} each` : ''}`);
  lines.push(limits.queriesPerDay === null ? 'Unlimited chat queries' : `${plural(limits.queriesPerDay, 'chat query', 'chat queries')} per day`);
  if (limits.requestsPerMinute !== null) lines.push(`${plural(limits.requestsPerMinute, 'request', 'requests')} per minute`);
  if (limits.maxApiKeys === null) lines.push('Unlimited API keys');
  else if (!limits.scopedKeysAllowed || limits.maxApiKeys === 1) lines.push(plural(limits.maxApiKeys, 'admin API key', 'admin API keys'));
  else lines.push(`${limits.maxApiKeys} API keys (admin + ${limits.maxApiKeys - 1} scoped)`);
  lines.push(limits.badgeRemovable ? 'Removable badge' : 'Pagewise badge on the widget');
  lines.push(limits.answerLanguage === 'en' ? 'English answers' : 'Multilingual: English, Hindi, Tamil, Marathi');
  lines.push(limits.analytics === 'advanced' ? ANALYTICS_ADVANCED : ANALYTICS_BASIC);
  return lines;
}
