import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { Organization } from '../organizations/organization.entity.js';
import { buildPlanCatalog } from './plan-catalog.js';
import type { Plan, PlanLimits, PlanName } from './plan.types.js';

/** The one source of truth for plans: the catalogue (pricing page, dashboard) and an organization's limits. */
@Injectable()
export class PlansService {
  private readonly catalog: Record<PlanName, Plan>;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.catalog = buildPlanCatalog(config.plans);
  }

  all(): Plan[] {
    return [this.catalog.free, this.catalog.pro, this.catalog.enterprise];
  }

  get(name: PlanName): Plan {
    return this.catalog[name];
  }

  /** The plan's limits with the organization's own overrides (Enterprise custom limits) applied. */
  limitsFor(organization: Pick<Organization, 'plan' | 'limitOverrides'>): PlanLimits {
    const limits = { ...this.catalog[organization.plan].limits, ...(organization.limitOverrides ?? {}) };
    // Even uncapped plans stay under the server-wide upload ceiling.
    const ceiling = this.config.uploads.maxFileBytes;
    limits.maxFileBytes = limits.maxFileBytes === null ? ceiling : Math.min(limits.maxFileBytes, ceiling);
    return limits;
  }
}
