import { FieldValidationError } from '../common/errors/domain-error.js';
import type { PlanLimits } from '../plans/plan.types.js';

/**
 * Enterprise custom limits, stored in organizations.limit_overrides. Plan fields replace the plan's numbers
 * (null = no cap); the per-key fields replace the server-wide RATE_LIMIT_* numbers for that organization.
 */
export type LimitOverrides = Partial<PlanLimits> & {
  adminKeyPerMinute?: number;
  scopedKeyPerMinute?: number;
  widgetPerMinute?: number;
};

const NUMERIC: (keyof LimitOverrides)[] = [
  'maxDocuments',
  'maxFileBytes',
  'queriesPerDay',
  'requestsPerMinute',
  'maxApiKeys',
  'maxWebhookEndpoints',
  'widgetDailySharePercent',
  'widgetQueriesPerVisitorPerDay',
  'scannedPagesPerDocument',
  'adminKeyPerMinute',
  'scopedKeyPerMinute',
  'widgetPerMinute',
];
const NULLABLE = new Set<keyof LimitOverrides>(['maxDocuments', 'maxFileBytes', 'queriesPerDay', 'requestsPerMinute', 'maxApiKeys', 'maxWebhookEndpoints', 'widgetQueriesPerVisitorPerDay', 'scannedPagesPerDocument']);
const BOOLEAN: (keyof LimitOverrides)[] = ['scopedKeysAllowed', 'badgeRemovable'];

/** Checks an operator's overrides (from the CLI) field by field; unknown names are refused, not ignored. */
export function parseLimitOverrides(input: Record<string, unknown>): LimitOverrides {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(input)) {
    const field = name as keyof LimitOverrides;
    if (NUMERIC.includes(field)) {
      const ok = (value === null && NULLABLE.has(field)) || (Number.isInteger(value) && (value as number) >= 0);
      if (!ok) throw new FieldValidationError({ [name]: [`${name} must be a whole number of at least 0${NULLABLE.has(field) ? ' or null for no cap' : ''}.`] });
    } else if (BOOLEAN.includes(field)) {
      if (typeof value !== 'boolean') throw new FieldValidationError({ [name]: [`${name} must be true or false.`] });
    } else if (field === 'analytics') {
      if (value !== 'basic' && value !== 'advanced') throw new FieldValidationError({ [name]: ['analytics must be basic or advanced.'] });
    } else if (field === 'answerLanguage') {
      if (value !== 'en' && value !== 'auto') throw new FieldValidationError({ [name]: ['answerLanguage must be en or auto.'] });
    } else {
      throw new FieldValidationError({ [name]: [`${name} is not a limit that can be overridden.`] });
    }
    out[name] = value;
  }
  return out as LimitOverrides;
}
