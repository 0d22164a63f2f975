import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { NotFoundError } from '../common/errors/domain-error.js';
import type { PlanName } from '../plans/plan.types.js';
import { Organization } from './organization.entity.js';

export interface NewOrganization {
  name: string;
  plan: PlanName;
  email?: string | null;
  website?: string | null;
  description?: string | null;
}

@Injectable()
export class OrganizationsService {
  constructor(@InjectRepository(Organization) private readonly organizations: Repository<Organization>) {}

  create(input: NewOrganization): Promise<Organization> {
    return this.organizations.save(
      this.organizations.create({
        name: input.name,
        plan: input.plan,
        email: input.email ?? null,
        website: input.website ?? null,
        description: input.description ?? null,
        limitOverrides: null,
      }),
    );
  }

  async get(id: string): Promise<Organization> {
    const organization = await this.organizations.findOneBy({ id });
    if (!organization) throw new NotFoundError('Organization');
    return organization;
  }

  async setPlan(id: string, plan: PlanName): Promise<Organization> {
    const organization = await this.get(id);
    organization.plan = plan;
    return this.organizations.save(organization);
  }

  /** Removes an organization and, by cascade, everything it owns. */
  async remove(id: string): Promise<void> {
    await this.organizations.delete({ id });
  }

  list(): Promise<Organization[]> {
    return this.organizations.find({ order: { createdAt: 'ASC' } });
  }
}
