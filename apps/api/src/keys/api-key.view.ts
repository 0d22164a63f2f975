import { type ApiKey, statusOf } from './api-key.entity.js';

/** What /v1 shows of a key: never the hash, never a secret key's plaintext. */
export interface ApiKeyView {
  id: string;
  name: string;
  type: 'secret' | 'publishable';
  is_admin: boolean;
  key_prefix: string;
  scopes: string[];
  allowed_origins: string[];
  /** Publishable keys only (they are public): the key itself; null for secret keys and older publishable keys. */
  publishable_key: string | null;
  expires_at: string | null;
  status: 'active' | 'revoked' | 'expired';
  last_used_at: string | null;
  usage_count: number;
  created_at: string;
}

export function toView(key: ApiKey): ApiKeyView {
  return {
    id: key.id,
    name: key.name,
    type: key.kind === 'publishable' ? 'publishable' : 'secret',
    is_admin: key.kind === 'admin',
    key_prefix: key.keyPrefix,
    scopes: key.scopes,
    allowed_origins: key.allowedOrigins,
    publishable_key: key.kind === 'publishable' ? (key.publishableKey ?? null) : null,
    expires_at: key.expiresAt?.toISOString() ?? null,
    status: statusOf(key),
    last_used_at: key.lastUsedAt?.toISOString() ?? null,
    usage_count: key.usageCount,
    created_at: key.createdAt.toISOString(),
  };
}
