import { Injectable } from '@nestjs/common';
import type { Organization } from './organization.entity.js';
import { type NewOrganization, OrganizationsService } from './organizations.service.js';

export interface ProvisionedOrganization {
  organization: Organization;
  /** The admin key's plaintext, shown once; null until API keys exist. */
  adminKey: string | null;
}

/** Everything a new organization starts with; used by signup and by the operator CLI. */
@Injectable()
export class ProvisioningService {
  constructor(private readonly organizations: OrganizationsService) {}

  async provision(input: NewOrganization): Promise<ProvisionedOrganization> {
    const organization = await this.organizations.create(input);
    return { organization, adminKey: null };
  }
}
