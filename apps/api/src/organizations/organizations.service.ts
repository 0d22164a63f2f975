import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { FieldValidationError, NotFoundError } from '../common/errors/domain-error.js';
import { NAME_MAX_LENGTH, stripBidiControls } from '../common/text/names.js';
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

  /** Names hold to the one cap (the operator CLI's org:create comes here without a DTO); bidi controls go on save. */
  async create(input: NewOrganization): Promise<Organization> {
    const name = stripBidiControls(input.name).trim();
    if (!name || [...name].length > NAME_MAX_LENGTH) {
      throw new FieldValidationError({ name: [`name must be 1 to ${NAME_MAX_LENGTH} characters`] });
    }
    return this.organizations.save(
      this.organizations.create({
        name,
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
