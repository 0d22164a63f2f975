import { Injectable } from '@nestjs/common';
import { ApiKeysService } from '../keys/api-keys.service.js';
import type { Organization } from './organization.entity.js';
import { type NewOrganization, OrganizationsService } from './organizations.service.js';

export interface ProvisionedOrganization {
  organization: Organization;
  /** The admin key's plaintext (pw_sk_…), shown once and never stored. */
  adminKey: string;
}

/** Everything a new organization starts with; used by signup and by the operator CLI. */
@Injectable()
export class ProvisioningService {
  constructor(
    private readonly organizations: OrganizationsService,
    private readonly keys: ApiKeysService,
  ) {}

  /**
   * `adminKeyShown`: whether the caller shows the admin key's plaintext to anyone (the CLI prints it). Signup
   * does not; the dashboard then shows it once (ApiKeysService.revealAdminKey).
   */
  async provision(input: NewOrganization, { adminKeyShown = false } = {}): Promise<ProvisionedOrganization> {
    const organization = await this.organizations.create(input);
    const { key } = await this.keys.createAdminKey(organization, undefined, { shown: adminKeyShown });
    return { organization, adminKey: key };
  }
}
