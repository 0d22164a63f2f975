import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ForbiddenError } from '../common/errors/domain-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { ApiKeyContext } from '../keys/api-key-context.js';
import { Organization } from '../organizations/organization.entity.js';
import { OrganizationsService } from '../organizations/organizations.service.js';
import { PlansService } from '../plans/plans.service.js';
import { DailyQuotaExceededError } from './limit-errors.js';
import { type LimitOverrides, parseLimitOverrides } from './limit-overrides.js';
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

  /** Counts one /v1 request against every limit that applies and returns the tightest (or the one exceeded). */
  async consumeRequest(ctx: ApiKeyContext): Promise<LimitState> {
    const overrides = (ctx.organization.limitOverrides ?? {}) as LimitOverrides;
    const perMinute = this.config.rateLimits;
    const buckets: [string, number][] =
      ctx.kind === 'publishable'
        ? [[`widget:${ctx.keyId}:${ctx.ip}`, overrides.widgetPerMinute ?? perMinute.widgetPerMinute]]
        : ctx.kind === 'admin'
          ? [[`key:${ctx.keyId}`, overrides.adminKeyPerMinute ?? perMinute.adminPerMinute]]
          : [[`key:${ctx.keyId}`, overrides.scopedKeyPerMinute ?? perMinute.scopedPerMinute]];
    const planPerMinute = this.plans.limitsFor(ctx.organization).requestsPerMinute;
    if (planPerMinute !== null) buckets.push([`org:${ctx.organization.id}`, planPerMinute]);
    return tightest(await Promise.all(buckets.map(([key, limit]) => this.count(key, limit, MINUTE))));
  }

  /** Requests without a usable key are limited per IP at the admin key's rate, which slows key guessing. */
  consumeUnauthenticated(ip: string): Promise<LimitState> {
    return this.count(`anonymous:${ip}`, this.config.rateLimits.adminPerMinute, MINUTE);
  }

  /**
   * Counts one chat query (POST /v1/chat and /v1/chat/stream) against the plan's daily quota; throws 429
   * daily_quota_exceeded past it. Days are UTC days.
   */
  async consumeDailyChat(ctx: ApiKeyContext): Promise<DailyChatQuota> {
    const limit = this.plans.limitsFor(ctx.organization).queriesPerDay;
    if (limit === null) return { limit, used: 0, resetAt: 0 };
    const { count, resetAt } = await this.store.hit(`chat-day:${ctx.organization.id}`, DAY);
    if (count > limit) {
      const plan = this.plans.get(ctx.organization.plan).title;
      throw new DailyQuotaExceededError(plan, limit, secondsUntil(resetAt));
    }
    return { limit, used: count, resetAt };
  }

  async dailyChatUsage(organization: Organization): Promise<DailyChatQuota> {
    const limit = this.plans.limitsFor(organization).queriesPerDay;
    const { count, resetAt } = await this.store.peek(`chat-day:${organization.id}`, DAY);
    return { limit, used: count, resetAt };
  }

  /** Operator CLI: Enterprise custom limits. null clears them. */
  async setLimitOverrides(organizationId: string, overrides: Record<string, unknown> | null): Promise<Organization> {
    const organization = await this.organizations.get(organizationId);
    if (overrides !== null && organization.plan !== 'enterprise') {
      throw new ForbiddenError('Custom limits are an Enterprise feature; change the plan to enterprise first.', 'plan_limit_reached');
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
