import type { Organization } from '../organizations/organization.entity.js';
import type { Scope } from './scopes.js';

/** Who is calling /v1: set on the request by the API-key guard, read by services through @CurrentKey(). */
export interface ApiKeyContext {
  keyId: string;
  /** admin: all scopes; scoped: a team key; publishable: a widget key (pw_pk_…, chat:query only). */
  kind: 'admin' | 'scoped' | 'publishable';
  scopes: Scope[];
  organization: Organization;
  /** Client IP as Express sees it (trust proxy per TRUST_PROXY). */
  ip: string;
}
