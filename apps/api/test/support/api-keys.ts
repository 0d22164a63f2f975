import { DataSource } from 'typeorm';
import type { ApiKeyContext } from '../../src/keys/api-key-context.js';
import { ApiKeyUsage } from '../../src/keys/api-key-usage.js';
import { ApiKeysService, type NewApiKey } from '../../src/keys/api-keys.service.js';
import type { Organization } from '../../src/organizations/organization.entity.js';
import { ProvisioningService } from '../../src/organizations/provisioning.service.js';
import type { PlanName } from '../../src/plans/plan.types.js';
import type { TestApp } from './test-app.js';

export interface TestOrganization {
  organization: Organization;
  /** Plaintext of the organization's admin key (all scopes). */
  adminKey: string;
}

let sequence = 0;

/** A new organization with its admin key, made the way signup and the CLI make them. */
export async function createOrganization(t: TestApp, plan: PlanName = 'enterprise', name?: string): Promise<TestOrganization> {
  const provisioning = t.app.get(ProvisioningService);
  sequence += 1;
  return provisioning.provision({ name: name ?? `Test org ${sequence}`, plan, email: `owner${sequence}@example.com` }, { adminKeyShown: true });
}

/**
 * Another key of the organization, made directly through the service (no HTTP, so no rate limit is spent):
 * createKey(t, org, { name: 'reader', scopes: ['documents:list'] }).
 */
export async function createKey(t: TestApp, org: TestOrganization, input: NewApiKey): Promise<{ id: string; key: string }> {
  const created = await t.app.get(ApiKeysService).create(adminContext(org), input);
  return { id: created.apiKey.id, key: created.key };
}

/** Makes a key expired (as if its expires_in_days had passed). */
export async function expireKey(t: TestApp, keyId: string): Promise<void> {
  await t.app.get(DataSource).query(`UPDATE api_keys SET expires_at = now() - interval '1 minute' WHERE id = $1`, [keyId]);
}

export async function revokeKey(t: TestApp, keyId: string): Promise<void> {
  await t.app.get(DataSource).query('UPDATE api_keys SET revoked_at = now() WHERE id = $1', [keyId]);
}

/** Waits for usage_count/last_used_at writes still in flight. */
export function usageSettled(t: TestApp): Promise<void> {
  return t.app.get(ApiKeyUsage).settled();
}

export function bearer(key: string): Record<string, string> {
  return { Authorization: `Bearer ${key}` };
}

function adminContext(org: TestOrganization): ApiKeyContext {
  return { keyId: 'test-admin', kind: 'admin', scopes: [], organization: org.organization, ip: '127.0.0.1' };
}
