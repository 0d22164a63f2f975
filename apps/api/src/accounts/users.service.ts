import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Organization } from '../organizations/organization.entity.js';
import { User } from './user.entity.js';

/** Look-ups of account holders; emails are matched case-insensitively. */
@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(Organization) private readonly organizations: Repository<Organization>,
  ) {}

  byEmail(email: string): Promise<User | null> {
    return this.users.createQueryBuilder('u').where('lower(u.email) = lower(:email)', { email }).getOne();
  }

  /** With the password hash, which is never selected otherwise. */
  byEmailWithPassword(email: string): Promise<User | null> {
    return this.users
      .createQueryBuilder('u')
      .addSelect('u.passwordHash')
      .where('lower(u.email) = lower(:email)', { email })
      .getOne();
  }

  /** The password hash of a user, or null when there is no such user. */
  async passwordHashOf(userId: string): Promise<string | null> {
    const user = await this.users.createQueryBuilder('u').addSelect('u.passwordHash').where('u.id = :userId', { userId }).getOne();
    return user?.passwordHash ?? null;
  }

  async withOrganization(userId: string): Promise<{ user: User; organization: Organization } | null> {
    const user = await this.users.findOneBy({ id: userId });
    if (!user) return null;
    const organization = await this.organizations.findOneByOrFail({ id: user.organizationId });
    return { user, organization };
  }
}
