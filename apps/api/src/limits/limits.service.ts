import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { DomainError } from '../common/errors/domain-error.js';
import type { ApiKeyContext } from '../keys/api-key-context.js';
import { Organization } from '../organizations/organization.entity.js';
import { OrganizationsService } from '../organizations/organizations.service.js';
import { PlansService } from '../plans/plans.service.js';
import { dailyChatBudgets, dailyChatKey } from './budgets.js';
import { DailyQuotaExceededError, VisitorDailyQuotaExceededError, WidgetDailyShareExceededError } from './limit-errors.js';
import { parseLimitOverrides } from './limit-overrides.js';
import { LIMIT_STORE, type LimitStore } from './limit-store.port.js';
import { emitWebhookEvent } from '../webhooks/webhook-outbox.js';
import { secondsUntil } from './limit-throttler-storage.js';

const DAY = 86_400_000;

export interface DailyChatQuota {
  /** null: the plan has no daily cap. */
  limit: number | null;
  used: number;
  resetAt: number;
}

/**
 * The daily chat quota and the operator's custom limits. The per-minute request limits are @nestjs/throttler's
 * (access/request-throttlers.ts, access/rate-limit.guard.ts); both count in the LimitStore (memory or Redis).
 */
@Injectable()
export class LimitsService {
  private readonly logger = new Logger('Limits');
  constructor(
    @Inject(LIMIT_STORE) private readonly store: LimitStore,
    private readonly plans: PlansService,
    private readonly organizations: OrganizationsService,
    @InjectRepository(Organization) private readonly organizationRows: Repository<Organization>,
  ) {}

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
    const quota = { limit: limits.queriesPerDay, used: planDay ? counts[0] : 0, resetAt };
    if (planDay && quota.limit !== null && quota.used === quota.limit) await this.quotaReached(ctx.organization.id, quota);
    return quota;
  }

  /**
   * The query that uses up the day writes quota.reached (docs/webhooks.md). The counters live outside the
   * database, so the event's id is made from the organization and the UTC day: written once per day, whichever
   * process counts the last query.
   */
  private async quotaReached(organizationId: string, quota: DailyChatQuota): Promise<void> {
    const day = new Date(quota.resetAt - 1).toISOString().slice(0, 10);
    const data = { organization_id: organizationId, limit: quota.limit, used: quota.used, day, resets_at: new Date(quota.resetAt).toISOString() };
    const id = `evt_quota_${organizationId.replace(/-/g, '')}_${day.replace(/-/g, '')}`;
    // The query itself is counted and answered even if the event cannot be written.
    await emitWebhookEvent(this.organizationRows.manager, organizationId, 'quota.reached', data, id).catch((error: unknown) =>
      this.logger.warn(`Could not write quota.reached for ${organizationId}: ${error instanceof Error ? error.message : String(error)}`),
    );
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
}
