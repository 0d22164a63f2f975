import type { Organization } from '../organizations/organization.entity.js';
import type { Scope } from './scopes.js';

/**
 * Who is calling /v1: set on the request by the access guard (access/), read by services through @CurrentKey().
 * Either an API key, or a signed-in user of the site acting through their session cookie as their
 * organization's admin (the dashboard).
 */
export interface ApiKeyContext {
  /** The key's id; null when a signed-in user calls with their session cookie. */
  keyId: string | null;
  /** admin: all scopes; scoped: a team key; publishable: a widget key (pw_pk_…, chat:query only). */
  kind: 'admin' | 'scoped' | 'publishable';
  scopes: Scope[];
  organization: Organization;
  /** Client IP as Express sees it (trust proxy per TRUST_PROXY). */
  ip: string;
  /** The signed-in user when the caller is a session (kind is then admin); null for API keys. */
  userId?: string | null;
}

/** True for the admin key and for a signed-in user's session: what only an organization's admin may do. */
export function isAdminPrincipal(ctx: ApiKeyContext): boolean {
  return ctx.kind === 'admin';
}
