import { FieldValidationError } from '../common/errors/domain-error.js';
import type { Organization } from '../organizations/organization.entity.js';
import type { PlansService } from '../plans/plans.service.js';
import { KeyPlanLimitError } from './api-key-errors.js';
import type { Scope } from './scopes.js';

const invalid = (field: string, message: string) => new FieldValidationError({ [field]: [message] });

/**
 * What a new key may hold. Publishable keys: chat:query only, origin-bound. Secret scoped keys: any scope but
 * apikeys:create, which stays with the admin key so that a team key can never mint keys.
 */
export function checkNewKey(
  input: { scopes?: Scope[]; allowedOrigins?: string[] },
  publishable: boolean,
): { scopes: Scope[]; allowedOrigins: string[] } {
  const scopes = [...new Set(input.scopes ?? (publishable ? ['chat:query' as const] : []))];
  if (publishable) {
    if (scopes.some((s) => s !== 'chat:query')) throw invalid('scopes', 'Publishable keys can only hold the chat:query scope.');
    const origins = (input.allowedOrigins ?? []).map(originOf);
    if (origins.length === 0) {
      throw invalid('allowed_origins', 'Publishable keys need at least one allowed origin, such as https://www.example.com.');
    }
    return { scopes: ['chat:query'], allowedOrigins: [...new Set(origins)] };
  }
  if (scopes.length === 0) throw invalid('scopes', 'Choose at least one scope.');
  if (scopes.includes('apikeys:create')) throw invalid('scopes', 'The apikeys:create scope is reserved for the admin key.');
  if (input.allowedOrigins?.length) throw invalid('allowed_origins', 'Only publishable keys have allowed origins.');
  return { scopes, allowedOrigins: [] };
}

/** Plan caps count live secret keys, the admin key included; publishable widget keys are not capped. */
export function assertRoomForSecretKey(plans: PlansService, organization: Organization, activeKeys: number): void {
  const limits = plans.limitsFor(organization);
  const plan = plans.get(organization.plan).title;
  if (!limits.scopedKeysAllowed) {
    throw new KeyPlanLimitError(`The ${plan} plan allows ${count(limits.maxApiKeys ?? 1)} (the admin key). Upgrade to Pro to create scoped keys.`);
  }
  if (limits.maxApiKeys !== null && activeKeys >= limits.maxApiKeys) {
    throw new KeyPlanLimitError(`The ${plan} plan allows ${count(limits.maxApiKeys)}. Revoke a key or upgrade your plan to add another.`);
  }
}

function count(n: number): string {
  return n === 1 ? '1 API key' : `${n} API keys`;
}

/** Allowed origins are compared exactly with the browser's Origin header, so store them in that form. */
function originOf(value: string): string {
  // Origins match exactly; "http://*.example.com" would parse, be stored and match nothing.
  if (value.includes('*')) {
    throw invalid('allowed_origins', `${value}: wildcards are not supported; list each origin exactly, such as https://www.example.com and https://shop.example.com.`);
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalid('allowed_origins', `${value} is not an origin such as https://www.example.com.`);
  }
  const bare = value.replace(/\/$/, '');
  if (!['http:', 'https:'].includes(url.protocol) || url.origin !== bare) {
    throw invalid('allowed_origins', `${value} is not an origin such as https://www.example.com (scheme and host, no path).`);
  }
  return url.origin;
}
