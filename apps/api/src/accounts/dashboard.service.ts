import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DomainError } from '../common/errors/domain-error.js';
import { ApiKeysService } from '../keys/api-keys.service.js';
import { PlansService } from '../plans/plans.service.js';
import { MSG } from './account-messages.js';
import { UsersRepository } from './users.repository.js';
import { userView } from './user-view.js';

/**
 * The dashboard home's summary. Documents, keys and chat turns live in tables of other features; each count is
 * read only when its table exists, so this works whichever of them a deployment has.
 */
@Injectable()
export class DashboardService {
  private readonly logger = new Logger('Dashboard');

  constructor(
    private readonly db: DataSource,
    private readonly users: UsersRepository,
    private readonly plans: PlansService,
    private readonly keys: ApiKeysService,
  ) {}

  async summary(userId: string) {
    const found = await this.users.withOrganization(userId);
    if (!found) throw new DomainError('session_expired', MSG.sessionExpired);
    const { user, organization } = found;
    const limits = this.plans.limitsFor(organization);
    const [documents, apiKeys, adminKeyUnseen, chatTurnsToday] = await Promise.all([
      this.count('documents', 'organization_id = $1', organization.id),
      // What the plan's key cap counts: live secret keys (publishable widget keys are not counted).
      this.count('api_keys', `organization_id = $1 AND revoked_at IS NULL AND kind <> 'publishable' AND (expires_at IS NULL OR expires_at > now())`, organization.id),
      this.count('api_keys', `organization_id = $1 AND revoked_at IS NULL AND kind = 'admin' AND NOT secret_shown`, organization.id),
      this.count('chat_turns', `organization_id = $1 AND created_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`, organization.id),
    ]);
    return {
      user: userView(user, organization),
      organization: { id: organization.id, name: organization.name, plan: organization.plan },
      plan: { name: organization.plan, title: this.plans.get(organization.plan).title, limits },
      /** `shown: false` until the dashboard has shown the admin key made at signup (POST dashboard/admin-key/). */
      admin_key: { shown: !adminKeyUnseen },
      usage: {
        documents,
        api_keys: apiKeys,
        chat_queries_today: chatTurnsToday,
        chat_queries_per_day: limits.queriesPerDay,
      },
    };
  }

  async revealAdminKey(userId: string) {
    const found = await this.users.withOrganization(userId);
    if (!found) throw new DomainError('session_expired', MSG.sessionExpired);
    const revealed = await this.keys.revealAdminKey(found.organization.id);
    return { api_key: revealed.apiKey, key: revealed.key };
  }

  /** null when the rows cannot be read (the summary still shows the rest). */
  private async count(table: string, where: string, organizationId: string): Promise<number | null> {
    try {
      const [{ n }] = await this.db.query(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`, [organizationId]);
      return n;
    } catch (error) {
      this.logger.warn({ err: error, table, organization_id: organizationId }, 'Could not count rows for the dashboard');
      return null;
    }
  }
}
