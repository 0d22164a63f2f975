import type { DataSource } from 'typeorm';
import { Organization } from '../organizations/organization.entity.js';
import { ApiKey } from './api-key.entity.js';

const SQL = `
  SELECT k.id, k.organization_id, k.name, k.kind, k.key_hash, k.key_prefix, k.scopes, k.allowed_origins,
         k.expires_at, k.revoked_at, k.last_used_at, k.usage_count, k.secret_shown, k.publishable_key, k.created_at,
         o.name AS org_name, o.plan AS org_plan, o.email AS org_email, o.website AS org_website,
         o.description AS org_description, o.limit_overrides AS org_limit_overrides,
         o.created_at AS org_created_at, o.updated_at AS org_updated_at
    FROM api_keys k JOIN organizations o ON o.id = k.organization_id
   WHERE k.key_hash = $1`;

type Row = Record<string, unknown>;

/**
 * The key behind a hash together with its organization, in one statement over the unique key_hash index, mapped
 * by hand (no query builder per request). Both objects are written out in full, so a column added to either
 * entity does not compile until it is read here too.
 */
export class KeyRowQuery {
  constructor(private readonly db: DataSource) {}

  async byHash(keyHash: string): Promise<ApiKey | null> {
    const [row]: Row[] = await this.db.query(SQL, [keyHash]);
    return row ? toKey(row) : null;
  }
}

function toKey(row: Row): ApiKey {
  const organization: Required<Organization> = {
    id: row.organization_id as string,
    name: row.org_name as string,
    plan: row.org_plan as Organization['plan'],
    email: row.org_email as string | null,
    website: row.org_website as string | null,
    description: row.org_description as string | null,
    limitOverrides: json(row.org_limit_overrides),
    createdAt: date(row.org_created_at)!,
    updatedAt: date(row.org_updated_at)!,
  };
  const key: Required<ApiKey> = {
    id: row.id as string,
    organizationId: row.organization_id as string,
    organization: Object.assign(new Organization(), organization),
    name: row.name as string,
    kind: row.kind as ApiKey['kind'],
    keyHash: row.key_hash as string,
    keyPrefix: row.key_prefix as string,
    scopes: json(row.scopes),
    allowedOrigins: json(row.allowed_origins),
    expiresAt: date(row.expires_at),
    revokedAt: date(row.revoked_at),
    lastUsedAt: date(row.last_used_at),
    usageCount: Number(row.usage_count),
    secretShown: row.secret_shown as boolean,
    publishableKey: (row.publishable_key as string | null) ?? null,
    createdAt: date(row.created_at)!,
  };
  return Object.assign(new ApiKey(), key);
}

// node-postgres and PGlite both parse timestamptz and jsonb already; strings are read too, to depend on neither.
const date = (value: unknown): Date | null => (value == null ? null : value instanceof Date ? value : new Date(value as string));
const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
