import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Organization } from '../organizations/organization.entity.js';
import { User } from './user.entity.js';

export type NewUser = Omit<User, 'id' | 'createdAt' | 'updatedAt' | 'organization'>;

/** Account holders and every statement about them; emails are matched case-insensitively. */
@Injectable()
export class UsersRepository {
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

  /** Fails with PostgreSQL's unique violation (23505) when the address is taken meanwhile. */
  create(user: NewUser): Promise<User> {
    return this.users.save(this.users.create(user));
  }

  /** A profile edit touches the user and its organization. */
  async saveProfile(user: User, organization: Organization): Promise<void> {
    await this.users.save(user);
    await this.organizations.save(organization);
  }

  async markSignedIn(userId: string): Promise<void> {
    await this.users.query('UPDATE users SET last_login_at = now() WHERE id = $1', [userId]);
  }

  async markEmailVerified(userId: string): Promise<void> {
    await this.users.query(`UPDATE users SET email_verified_at = coalesce(email_verified_at, now()) WHERE id = $1`, [userId]);
  }

  /** `verifyEmail`: a password set through a mailed code also proves the address. */
  async setPassword(userId: string, passwordHash: string, { verifyEmail = false } = {}): Promise<void> {
    await this.users.query(
      `UPDATE users SET password_hash = $2, updated_at = now()${verifyEmail ? ', email_verified_at = coalesce(email_verified_at, now())' : ''}
        WHERE id = $1`,
      [userId, passwordHash],
    );
  }
}
