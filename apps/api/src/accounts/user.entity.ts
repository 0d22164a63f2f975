import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, UpdateDateColumn } from 'typeorm';
import { Organization } from '../organizations/organization.entity.js';
import { cleanName } from '../common/text/names.js';

export type AccountType = 'personal' | 'organization';

/** An account holder of the site; belongs to one organization (a personal workspace for personal accounts). */
@Entity('users')
export class User {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('uuid', { name: 'organization_id' }) organizationId: string;
  @ManyToOne(() => Organization, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id' })
  organization: Relation<Organization>;
  /** Stored lowercased; unique case-insensitively. */
  @Column('text') email: string;
  /** argon2id. */
  @Column('text', { name: 'password_hash', select: false }) passwordHash: string;
  @Column('text', { name: 'first_name', transformer: cleanName }) firstName: string;
  @Column('text', { name: 'middle_name', transformer: cleanName }) middleName: string;
  @Column('text', { name: 'last_name', transformer: cleanName }) lastName: string;
  @Column('text') phone: string;
  @Column('text') country: string;
  @Column('text', { name: 'account_type' }) accountType: AccountType;
  @Column('text', { name: 'role_in_organization', nullable: true }) roleInOrganization: string | null;
  @Column('timestamptz', { name: 'email_verified_at', nullable: true }) emailVerifiedAt: Date | null;
  @Column('timestamptz', { name: 'last_login_at', nullable: true }) lastLoginAt: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
