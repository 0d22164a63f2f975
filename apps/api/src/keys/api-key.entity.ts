import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Organization } from '../organizations/organization.entity.js';
import type { ApiKeyContext } from './api-key-context.js';
import type { Scope } from './scopes.js';
import { cleanName } from '../common/text/names.js';

export type ApiKeyKind = ApiKeyContext['kind'];
export type ApiKeyStatus = 'active' | 'revoked' | 'expired';

const bigintAsNumber = { to: (v: number) => v, from: (v: string | number) => Number(v) };

/** A key of an organization. Only an HMAC of the plaintext is stored; the plaintext is shown once. */
@Entity('api_keys')
export class ApiKey {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('uuid', { name: 'organization_id' }) organizationId: string;
  @ManyToOne(() => Organization, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id' })
  organization: Relation<Organization>;
  @Column('text', { transformer: cleanName }) name: string;
  @Column('text') kind: ApiKeyKind;
  @Column('text', { name: 'key_hash' }) keyHash: string;
  @Column('text', { name: 'key_prefix' }) keyPrefix: string;
  @Column('jsonb') scopes: Scope[];
  /** Publishable keys only: the browser origins allowed to use the key. */
  @Column('jsonb', { name: 'allowed_origins' }) allowedOrigins: string[];
  @Column('timestamptz', { name: 'expires_at', nullable: true }) expiresAt: Date | null;
  @Column('timestamptz', { name: 'revoked_at', nullable: true }) revokedAt: Date | null;
  @Column('timestamptz', { name: 'last_used_at', nullable: true }) lastUsedAt: Date | null;
  /** Publishable keys made since 1763801700000 only: the key's text (it sits in web pages; not a secret). */
  @Column('text', { name: 'publishable_key', nullable: true }) publishableKey: string | null;
  /** False only for the admin key made at signup until the dashboard has shown it once (ApiKeysService.revealAdminKey). */
  @Column('boolean', { name: 'secret_shown', default: true }) secretShown: boolean;
  @Column('bigint', { name: 'usage_count', default: 0, transformer: bigintAsNumber }) usageCount: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}

/** Status is computed, so an expired key needs no job to flip it. */
export function statusOf(key: Pick<ApiKey, 'revokedAt' | 'expiresAt'>, now = new Date()): ApiKeyStatus {
  if (key.revokedAt) return 'revoked';
  if (key.expiresAt && key.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'active';
}
