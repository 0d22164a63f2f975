import { PLAN_NAMES, type PlanLimits, type PlanName } from './plan.types.js';

/**
 * A deployment's changes to the plan catalogue (plan-catalog.ts), read from one setting, PLANS_JSON: an object
 * keyed by plan whose values name the limits to change, in the fields and units of the catalogue, the same
 * names an Enterprise organization's custom limits use (`org:limits --set`). null means no cap.
 *
 *   PLANS_JSON='{"free": {"queriesPerDay": 10, "maxFileBytes": 1048576}, "pro": {"requestsPerMinute": 120}}'
 */
export type PlanOverrides = Partial<Record<PlanName, Partial<PlanLimits>>>;

type Rule = { kind: 'count'; nullable: boolean; max?: number } | { kind: 'boolean' } | { kind: 'language' } | { kind: 'analytics' };

const RULES: Record<keyof PlanLimits, Rule> = {
  maxDocuments: { kind: 'count', nullable: true },
  maxFileBytes: { kind: 'count', nullable: true },
  queriesPerDay: { kind: 'count', nullable: true },
  requestsPerMinute: { kind: 'count', nullable: true },
  maxApiKeys: { kind: 'count', nullable: true },
  maxWebhookEndpoints: { kind: 'count', nullable: true },
  widgetDailySharePercent: { kind: 'count', nullable: false, max: 100 },
  widgetQueriesPerVisitorPerDay: { kind: 'count', nullable: true },
  scannedPagesPerDocument: { kind: 'count', nullable: true },
  scopedKeysAllowed: { kind: 'boolean' },
  badgeRemovable: { kind: 'boolean' },
  answerLanguage: { kind: 'language' },
  analytics: { kind: 'analytics' },
};

/** Reads PLANS_JSON; throws an Error whose message is one sentence naming the first thing that is wrong. */
export function parsePlanOverrides(json: string): PlanOverrides {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new Error('PLANS_JSON must be a JSON object such as {"free": {"queriesPerDay": 10}}');
  }
  if (!isObject(parsed)) throw new Error('PLANS_JSON must be a JSON object such as {"free": {"queriesPerDay": 10}}');
  const overrides: PlanOverrides = {};
  for (const [plan, limits] of Object.entries(parsed)) {
    if (!(PLAN_NAMES as readonly string[]).includes(plan)) throw new Error(`PLANS_JSON: ${plan} is not a plan (${PLAN_NAMES.join(', ')})`);
    if (!isObject(limits)) throw new Error(`PLANS_JSON: ${plan} must be an object of limits, such as {"queriesPerDay": 10}`);
    for (const [field, value] of Object.entries(limits)) checkLimit(`${plan}.${field}`, field, value);
    overrides[plan as PlanName] = limits as Partial<PlanLimits>;
  }
  return overrides;
}

/** The catalogue's limits with a deployment's overrides applied. */
export function applyPlanOverrides(defaults: Record<PlanName, PlanLimits>, overrides: PlanOverrides): Record<PlanName, PlanLimits> {
  return Object.fromEntries(PLAN_NAMES.map((name) => [name, { ...defaults[name], ...overrides[name] }])) as Record<PlanName, PlanLimits>;
}

function checkLimit(path: string, field: string, value: unknown): void {
  const rule = RULES[field as keyof PlanLimits];
  if (!rule) throw new Error(`PLANS_JSON: ${path} is not a plan limit (${Object.keys(RULES).join(', ')})`);
  if (rule.kind === 'boolean' && typeof value !== 'boolean') throw new Error(`PLANS_JSON: ${path} must be true or false`);
  if (rule.kind === 'language' && value !== 'en' && value !== 'auto') throw new Error(`PLANS_JSON: ${path} must be "en" or "auto"`);
  if (rule.kind === 'analytics' && value !== 'basic' && value !== 'advanced') throw new Error(`PLANS_JSON: ${path} must be "basic" or "advanced"`);
  if (rule.kind !== 'count') return;
  if (value === null && rule.nullable) return;
  const whole = typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= (rule.max ?? Number.MAX_SAFE_INTEGER);
  if (!whole) {
    const range = rule.max === undefined ? 'a whole number of at least 0' : `a whole number from 0 to ${rule.max}`;
    throw new Error(`PLANS_JSON: ${path} must be ${range}${rule.nullable ? ', or null for no cap' : ''}`);
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The variables PLANS_JSON replaced (PLAN_<PLAN>_<LIMIT>, -1 for no cap, file sizes in KB), so that a deployment
 * still setting one stops with the setting to write instead of silently losing its limit.
 */
const RETIRED: Record<string, { field: keyof PlanLimits; unit?: number }> = {
  MAX_DOCUMENTS: { field: 'maxDocuments' },
  MAX_FILE_KB: { field: 'maxFileBytes', unit: 1024 },
  QUERIES_PER_DAY: { field: 'queriesPerDay' },
  REQUESTS_PER_MINUTE: { field: 'requestsPerMinute' },
  MAX_API_KEYS: { field: 'maxApiKeys' },
  MAX_WEBHOOK_ENDPOINTS: { field: 'maxWebhookEndpoints' },
  WIDGET_DAILY_SHARE_PERCENT: { field: 'widgetDailySharePercent' },
  WIDGET_QUERIES_PER_VISITOR_PER_DAY: { field: 'widgetQueriesPerVisitorPerDay' },
};

/** A sentence for the first retired PLAN_* variable in `env`, or null when there is none. */
export function retiredPlanVariable(env: Record<string, string | undefined>): string | null {
  for (const [name, raw] of Object.entries(env)) {
    const match = /^PLAN_(FREE|PRO|ENTERPRISE)_([A-Z_]+)$/.exec(name);
    if (!match || raw === undefined) continue;
    const plan = match[1].toLowerCase();
    const retired = RETIRED[match[2]];
    const number = Number(raw);
    const value = !retired || !Number.isInteger(number) ? null : number < 0 ? 'null' : String(number * (retired.unit ?? 1));
    const example = retired && value !== null ? `{"${plan}": {"${retired.field}": ${value}}}` : `{"${plan}": {"queriesPerDay": 10}}`;
    return `${name} is no longer read: plan limits are changed in PLANS_JSON, e.g. PLANS_JSON='${example}' (docs/configuration.md)`;
  }
  return null;
}
