import { FieldValidationError } from '../common/errors/domain-error.js';

const DAY_MS = 86_400_000;
const MAX_DAYS = 366;

export interface UsageRange {
  /** First day, YYYY-MM-DD (UTC). */
  from: string;
  /** Last day, YYYY-MM-DD (UTC), included. */
  to: string;
  /** Every day of the range, in order. */
  days: string[];
}

/** Turns ?days= or ?from=&to= into a list of UTC days; at most a year, never reversed. */
export function usageRange(query: { days?: number; from?: string; to?: string }, now = new Date()): UsageRange {
  const toMs = query.to ? dayStart(query.to, 'to') : Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const fromMs = query.from ? dayStart(query.from, 'from') : toMs - ((query.days ?? 30) - 1) * DAY_MS;
  if (fromMs > toMs) throw new FieldValidationError({ from: ['from must be on or before to.'] });
  if ((toMs - fromMs) / DAY_MS + 1 > MAX_DAYS) throw new FieldValidationError({ from: [`The range can cover at most ${MAX_DAYS} days.`] });
  const days: string[] = [];
  for (let t = fromMs; t <= toMs; t += DAY_MS) days.push(isoDay(t));
  return { from: days[0], to: days[days.length - 1], days };
}

function dayStart(value: string, field: string): number {
  const ms = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(ms) || isoDay(ms) !== value) throw new FieldValidationError({ [field]: [`${field} must be a real date such as 2026-11-01.`] });
  return ms;
}

function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}
