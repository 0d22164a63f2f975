import type { ApiKeyContext } from '../keys/api-key-context.js';
import type { PlanLimits } from '../plans/plan.types.js';
import type { LimitOverrides } from './limit-overrides.js';

/** Which counters one request draws on; every one must have room for the request to pass. */
export interface Budget {
  key: string;
  limit: number;
  /** Whose budget it is, to say why a request was refused. */
  of: 'key' | 'visitor' | 'organization' | 'widget';
}

export interface PerKeyMinute {
  adminPerMinute: number;
  scopedPerMinute: number;
  widgetPerMinute: number;
  /** A signed-in user's dashboard session (RATE_LIMIT_DASHBOARD_PER_MINUTE). */
  dashboardPerMinute: number;
}

/**
 * Per minute. Secret keys: their own counter (admin 25, scoped 15) and the organization's plan minute (Free 2).
 * Widget (publishable) traffic: per key and visitor address (10), and its own copy of the plan minute, so
 * anonymous visitors never use the minute the owner's keys need.
 * A signed-in user on the dashboard: a counter of their own (300), and not the plan's minute. The plan's minute
 * budgets API traffic; the owner looking at their own dashboard (a screen asks for three or four things, and a
 * document being read is polled every 2.5 s) is not API traffic. What the dashboard can do is still bounded: by
 * that counter, by the daily chat quota and the document and key caps, which sessions draw on like keys, and by
 * the session's own rules (a signed-in account, the site's origins only).
 */
export function minuteBudgets(ctx: ApiKeyContext, limits: PlanLimits, perKey: PerKeyMinute): Budget[] {
  const overrides = (ctx.organization.limitOverrides ?? {}) as LimitOverrides;
  const org = ctx.organization.id;
  const perMinute = limits.requestsPerMinute;
  if (ctx.kind === 'publishable') {
    const budgets: Budget[] = [{ key: `widget:${ctx.keyId}:${ctx.ip}`, limit: overrides.widgetPerMinute ?? perKey.widgetPerMinute, of: 'visitor' }];
    if (perMinute !== null) budgets.push({ key: `org-widget:${org}`, limit: perMinute, of: 'widget' });
    return budgets;
  }
  if (!ctx.keyId) return [{ key: `user:${ctx.userId}`, limit: perKey.dashboardPerMinute, of: 'key' }];
  const keyLimit = ctx.kind === 'admin' ? (overrides.adminKeyPerMinute ?? perKey.adminPerMinute) : (overrides.scopedKeyPerMinute ?? perKey.scopedPerMinute);
  const budgets: Budget[] = [{ key: `key:${ctx.keyId}`, limit: keyLimit, of: 'key' }];
  if (perMinute !== null) budgets.push({ key: `org:${org}`, limit: perMinute, of: 'organization' });
  return budgets;
}

/**
 * Per UTC day, chat queries. Everyone draws on the organization's queriesPerDay (Free 5). Widget traffic also
 * draws on the widget's share of it (Free 60%: 3, so the last 2 stay with the secret keys) and each visitor
 * address on its own allowance (Free 2). A query is counted on all of them or, when one is full, on none.
 * The organization's counter comes first: dailyChatUsage reads it.
 */
export function dailyChatBudgets(ctx: ApiKeyContext, limits: PlanLimits): Budget[] {
  const org = ctx.organization.id;
  // {org} is a Redis hash tag: the counters of one organization live on one node, as a multi-key script needs.
  const budgets: Budget[] = [];
  if (limits.queriesPerDay !== null) budgets.push({ key: dailyChatKey(org), limit: limits.queriesPerDay, of: 'organization' });
  if (ctx.kind !== 'publishable') return budgets;
  if (limits.queriesPerDay !== null) {
    const share = Math.floor((limits.queriesPerDay * Math.min(100, limits.widgetDailySharePercent)) / 100);
    budgets.push({ key: `chat-day-widget:{${org}}`, limit: share, of: 'widget' });
  }
  if (limits.widgetQueriesPerVisitorPerDay !== null) {
    budgets.push({ key: `chat-day-visitor:{${org}}:${ctx.ip}`, limit: limits.widgetQueriesPerVisitorPerDay, of: 'visitor' });
  }
  return budgets;
}

export function dailyChatKey(organizationId: string): string {
  return `chat-day:{${organizationId}}`;
}
