import { SCOPES, type Scope } from '../../src/keys/scopes.js';
import { bearer, createKey, createOrganization, expireKey, revokeKey } from './api-keys.js';
import type { TestApp } from './test-app.js';

/**
 * The scope matrix: every route × every kind of key, with the exact status expected. Usage in a test file:
 *
 *   const routes: MatrixRoute[] = [{ method: 'GET', path: '/v1/documents', scope: 'documents:list', allowed: 200 }];
 *   let keys: MatrixKeys;
 *   beforeAll(async () => { t = await startTestApp(MATRIX_ENV); keys = await createMatrixKeys(t); });
 *   it.each(matrixRows(routes))('%s', async (_, route, holder, expected) =>
 *     expect(await callRoute(t, route, keys[holder])).toBe(expected));
 */
export interface MatrixRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** May depend on the keys' organization (e.g. a document id made in beforeAll): give a function. */
  path: string | (() => string);
  scope: Scope;
  /** JSON body, or a function for a fresh one per call. */
  body?: unknown | (() => unknown);
  /** Status when the key may call the route (its success, or 404/422 for a placeholder id or body). */
  allowed: number;
}

/** Who calls: the admin key, a key holding exactly one scope, or a key that cannot authenticate. */
export type Holder = 'admin' | Exclude<Scope, 'apikeys:create'> | 'missing' | 'invalid' | 'expired' | 'revoked';

export type MatrixKeys = Record<Holder, string | null> & { organizationId: string };

/** Limits high enough that a matrix never meets a 429. */
export const MATRIX_ENV: Record<string, string> = {
  RATE_LIMIT_ADMIN_PER_MINUTE: '100000',
  RATE_LIMIT_SCOPED_PER_MINUTE: '100000',
  RATE_LIMIT_WIDGET_PER_MINUTE: '100000',
  PLANS_JSON: JSON.stringify({ free: { requestsPerMinute: null } }),
};

/** apikeys:create stays with the admin key: no scoped key can hold it. */
export const SINGLE_SCOPES = SCOPES.filter((s): s is Exclude<Scope, 'apikeys:create'> => s !== 'apikeys:create');
const BROKEN = ['missing', 'invalid', 'expired', 'revoked'] as const;

/** An Enterprise organization (no key caps) with one key per scope, plus keys that cannot authenticate. */
export async function createMatrixKeys(t: TestApp): Promise<MatrixKeys> {
  const org = await createOrganization(t, 'enterprise', 'Scope matrix');
  const keys: Partial<MatrixKeys> = { organizationId: org.organization.id, admin: org.adminKey, missing: null };
  for (const scope of SINGLE_SCOPES) keys[scope] = (await createKey(t, org, { name: scope, scopes: [scope] })).key;
  keys.invalid = 'pw_sk_' + '0'.repeat(40);
  const expired = await createKey(t, org, { name: 'expired', scopes: [...SINGLE_SCOPES] });
  await expireKey(t, expired.id);
  keys.expired = expired.key;
  const revoked = await createKey(t, org, { name: 'revoked', scopes: [...SINGLE_SCOPES] });
  await revokeKey(t, revoked.id);
  keys.revoked = revoked.key;
  return keys as MatrixKeys;
}

/** Rows for it.each: [title, route, holder, expected status]. */
export function matrixRows(routes: MatrixRoute[]): [string, MatrixRoute, Holder, number][] {
  const holders: Holder[] = ['admin', ...SINGLE_SCOPES, ...BROKEN];
  return routes.flatMap((route) =>
    holders.map((holder): [string, MatrixRoute, Holder, number] => {
      const expected = BROKEN.includes(holder as (typeof BROKEN)[number])
        ? 401
        : holder === 'admin' || holder === route.scope
          ? route.allowed
          : 403;
      const path = typeof route.path === 'string' ? route.path : route.path.name || 'path';
      return [`${route.method} ${path} with ${holder} key → ${expected}`, route, holder, expected];
    }),
  );
}

export async function callRoute(t: TestApp, route: MatrixRoute, key: string | null): Promise<number> {
  const path = typeof route.path === 'function' ? route.path() : route.path;
  const body = typeof route.body === 'function' ? (route.body as () => unknown)() : route.body;
  const res = await fetch(`${t.url}${path}`, {
    method: route.method,
    headers: { ...(key ? bearer(key) : {}), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await res.arrayBuffer();
  return res.status;
}
