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

  async provision(input: NewOrganization): Promise<ProvisionedOrganization> {
    const organization = await this.organizations.create(input);
    const { key } = await this.keys.createAdminKey(organization);
    return { organization, adminKey: key };
  }
}
