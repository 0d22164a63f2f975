import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { DomainError } from '../common/errors/domain-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { ApiKeyContext } from '../keys/api-key-context.js';
import { Organization } from '../organizations/organization.entity.js';
import { OrganizationsService } from '../organizations/organizations.service.js';
import { PlansService } from '../plans/plans.service.js';
import { dailyChatBudgets, dailyChatKey, minuteBudgets } from './budgets.js';
import { DailyQuotaExceededError, VisitorDailyQuotaExceededError, WidgetDailyShareExceededError } from './limit-errors.js';
import { parseLimitOverrides } from './limit-overrides.js';
import { LIMIT_STORE, type LimitStore } from './limit-store.port.js';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** One counter's standing after a request; the guard turns the tightest into X-RateLimit-* headers. */
export interface LimitState {
  limit: number;
  remaining: number;
  /** UNIX milliseconds. */
  resetAt: number;
  exceeded: boolean;
}

export interface DailyChatQuota {
  /** null: the plan has no daily cap. */
  limit: number | null;
  used: number;
  resetAt: number;
}

/**
 * Every number that limits a caller: per-key (admin, scoped), per-IP (widget, unauthenticated), per-organization
 * (the plan's requests per minute) and the daily chat quota. Counters live in the LimitStore (memory or Redis).
 */
@Injectable()
export class LimitsService {
  constructor(
    @Inject(LIMIT_STORE) private readonly store: LimitStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly plans: PlansService,
    private readonly organizations: OrganizationsService,
    @InjectRepository(Organization) private readonly organizationRows: Repository<Organization>,
  ) {}

  /** Counts one /v1 request against every limit that applies (limits/budgets.ts) and returns the tightest. */
  async consumeRequest(ctx: ApiKeyContext): Promise<LimitState> {
    const budgets = minuteBudgets(ctx, this.plans.limitsFor(ctx.organization), this.config.rateLimits);
    return tightest(await Promise.all(budgets.map((b) => this.count(b.key, b.limit, MINUTE))));
  }

  /** Requests without a usable key are limited per IP at the admin key's rate, which slows key guessing. */
  consumeUnauthenticated(ip: string): Promise<LimitState> {
    return this.count(`anonymous:${ip}`, this.config.rateLimits.adminPerMinute, MINUTE);
  }

  /**
   * Counts one chat query (POST /v1/chat and /v1/chat/stream) against the day's budgets (limits/budgets.ts):
   * the plan's daily quota and, for widget traffic, the widget's share of it and the visitor's allowance. A
   * query refused by one is counted on none. Throws 429 daily_quota_exceeded. Days are UTC days.
   */
  async consumeDailyChat(ctx: ApiKeyContext): Promise<DailyChatQuota> {
    const limits = this.plans.limitsFor(ctx.organization);
    const budgets = dailyChatBudgets(ctx, limits);
    if (budgets.length === 0) return { limit: null, used: 0, resetAt: 0 };
    const { full, counts, resetAt } = await this.store.hitAll(budgets, DAY);
    if (full !== null) {
      const budget = budgets[full];
      if (budget.of === 'widget') throw new WidgetDailyShareExceededError(secondsUntil(resetAt));
      if (budget.of === 'visitor') throw new VisitorDailyQuotaExceededError(budget.limit, secondsUntil(resetAt));
      throw new DailyQuotaExceededError(this.plans.get(ctx.organization.plan).title, budget.limit, secondsUntil(resetAt));
    }
    const planDay = budgets[0].of === 'organization';
    return { limit: limits.queriesPerDay, used: planDay ? counts[0] : 0, resetAt };
  }

  async dailyChatUsage(organization: Organization): Promise<DailyChatQuota> {
    const limit = this.plans.limitsFor(organization).queriesPerDay;
    const { count, resetAt } = await this.store.peek(dailyChatKey(organization.id), DAY);
    return { limit, used: count, resetAt };
  }

  /** Operator CLI: Enterprise custom limits. null clears them. */
  async setLimitOverrides(organizationId: string, overrides: Record<string, unknown> | null): Promise<Organization> {
    const organization = await this.organizations.get(organizationId);
    if (overrides !== null && organization.plan !== 'enterprise') {
      throw new DomainError('plan_limit_reached', 'Custom limits are an Enterprise feature; change the plan to enterprise first.');
    }
    organization.limitOverrides = overrides === null ? null : parseLimitOverrides(overrides);
    return this.organizationRows.save(organization);
  }

  private async count(key: string, limit: number, windowMs: number): Promise<LimitState> {
    const { count, resetAt } = await this.store.hit(key, windowMs);
    return { limit, remaining: Math.max(0, limit - count), resetAt, exceeded: count > limit };
  }
}

/** The exceeded counter that frees up last, else the one with the fewest requests left. */
function tightest(states: LimitState[]): LimitState {
  const exceeded = states.filter((s) => s.exceeded).sort((a, b) => b.resetAt - a.resetAt);
  if (exceeded.length) return exceeded[0];
  return [...states].sort((a, b) => a.remaining - b.remaining || a.limit - b.limit)[0];
}

export function secondsUntil(resetAt: number): number {
  return Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
}
