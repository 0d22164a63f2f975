import type { ExecutionContext } from '@nestjs/common';
import type { ThrottlerModuleOptions, ThrottlerOptions } from '@nestjs/throttler';
import type { Request } from 'express';
import type { AppConfig } from '../config/app-config.js';
import { type Budget, minuteBudgets } from '../limits/budgets.js';
import type { LimitThrottlerStorage } from '../limits/limit-throttler-storage.js';
import type { PlansService } from '../plans/plans.service.js';
import { callerOf, clientIp } from './caller.js';

const MINUTE = 60_000;

/** The throttlers' names, for @Throttle({ key: … }) and @SkipThrottle({ organization: true }) on a route. */
export const THROTTLERS = { key: 'key', organization: 'organization', ip: 'ip' } as const;

/**
 * The named throttlers of every scoped /v1 request (docs/api-keys-and-limits.md, "Rate limits"); their numbers
 * come from limits/budgets.ts, which picks them by key type, plan and the organization's custom limits:
 *
 * - `key`: the caller's own minute: the key (admin 25, scoped 15), the signed-in user on the dashboard (300), or,
 *   for a publishable key, the key and visitor address (widget 10).
 * - `organization`: the plan's requests per minute (Free 2; none on Pro and Enterprise unless overridden), on a
 *   counter of the organization's keys or, for widget traffic, a copy of its own. Dashboard sessions skip it.
 * - `ip`: requests without a usable key or session, per client IP at the admin key's rate (slows key guessing).
 *
 * Counters are named by the tracker itself (`key:<id>`, `org:<id>`, `anonymous:<ip>`…), not per route: a
 * minute is shared by every route a caller uses.
 */
export function requestThrottlers(storage: LimitThrottlerStorage, plans: PlansService, config: AppConfig): ThrottlerModuleOptions {
  const budgetsOf = (req: Request) => minuteBudgetsOf(req, plans, config);
  const budget = (context: ExecutionContext, of: Budget['of'][]) => budgetsOf(requestOf(context))?.find((b) => of.includes(b.of));
  const throttler = (name: string, of: Budget['of'][]): ThrottlerOptions => ({
    name,
    ttl: MINUTE,
    skipIf: (context) => budget(context, of) === undefined,
    limit: (context) => budget(context, of)?.limit ?? 0,
    getTracker: (req) => budgetsOf(req as Request)?.find((b) => of.includes(b.of))?.key ?? '',
  });
  return {
    storage,
    generateKey: (_context, tracker) => tracker,
    throttlers: [
      throttler(THROTTLERS.key, ['key', 'visitor']),
      throttler(THROTTLERS.organization, ['organization', 'widget']),
      {
        name: THROTTLERS.ip,
        ttl: MINUTE,
        skipIf: (context) => callerOf(requestOf(context)) !== null,
        limit: config.rateLimits.adminPerMinute,
        getTracker: (req) => `anonymous:${clientIp(req as Request)}`,
      },
    ],
  };
}

const BUDGETS = new WeakMap<Request, Budget[]>();

/** The caller's minute budgets, worked out once per request; null without a caller. */
function minuteBudgetsOf(req: Request, plans: PlansService, config: AppConfig): Budget[] | null {
  const caller = callerOf(req);
  if (!caller) return null;
  let budgets = BUDGETS.get(req);
  if (!budgets) {
    budgets = minuteBudgets(caller, plans.limitsFor(caller.organization), config.rateLimits);
    BUDGETS.set(req, budgets);
  }
  return budgets;
}

function requestOf(context: ExecutionContext): Request {
  return context.switchToHttp().getRequest<Request>();
}
