import { randomUUID } from 'node:crypto';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host.js';
import { SkipThrottle, Throttle } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { noteCaller } from '../src/access/caller.js';
import { RateLimitGuard } from '../src/access/rate-limit.guard.js';
import type { ApiKeyContext } from '../src/keys/api-key-context.js';
import { RATE_LIMIT_MESSAGE } from '../src/limits/limit-errors.js';
import { createOrganization } from './support/api-keys.js';
import { awayFromMinuteEdge } from './support/rate-limits.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** A controller's routes as the guard sees them: @Throttle / @SkipThrottle per named throttler. */
@Throttle({ key: { limit: 4, ttl: 60_000 } })
class Probe {
  @Throttle({ key: { limit: 2, ttl: 60_000 } })
  tight() {}

  @SkipThrottle({ key: true })
  unkeyed() {}

  /** The controller's @Throttle only. */
  roomy() {}
}

describe('@Throttle and @SkipThrottle on a route (the application\'s RateLimitGuard and counters)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {});
  });
  afterAll(() => t.close());
  beforeEach(() => awayFromMinuteEdge());

  async function call(route: 'tight' | 'unkeyed' | 'roomy', caller: ApiKeyContext) {
    const headers: Record<string, string> = {};
    const req = { headers: {} } as Request;
    const res = { setHeader: (name: string, value: string) => (headers[name] = value) } as unknown as Response;
    noteCaller(req, caller);
    const context = new ExecutionContextHost([req, res], Probe, Probe.prototype[route]);
    const outcome = await t.app.get(RateLimitGuard).canActivate(context).then(
      (passed) => ({ passed, error: null }),
      (error: unknown) => ({ passed: false, error }),
    );
    return { ...outcome, headers };
  }

  it('holds a route to its own key limit, and leaves a skipped throttler out', async () => {
    const org = await createOrganization(t, 'pro');
    const caller: ApiKeyContext = { keyId: randomUUID(), kind: 'admin', scopes: [], organization: org.organization, ip: '203.0.113.9', userId: null };
    expect(await call('tight', caller)).toMatchObject({ passed: true, headers: { 'X-RateLimit-Limit': '2', 'X-RateLimit-Remaining': '1' } });
    expect(await call('tight', caller)).toMatchObject({ passed: true, headers: { 'X-RateLimit-Remaining': '0' } });
    const refused = await call('tight', caller);
    expect(refused.error).toMatchObject({ code: 'rate_limit_exceeded', message: RATE_LIMIT_MESSAGE });
    expect(refused.headers).toMatchObject({ 'X-RateLimit-Limit': '2', 'X-RateLimit-Remaining': '0' });
    // Pro has no plan minute, so with the key throttler skipped nothing is counted and no header is written.
    expect(await call('unkeyed', caller)).toEqual({ passed: true, error: null, headers: {} });
  });

  it("takes the controller's @Throttle where the route has none of its own", async () => {
    const org = await createOrganization(t, 'pro');
    const caller: ApiKeyContext = { keyId: randomUUID(), kind: 'admin', scopes: [], organization: org.organization, ip: '203.0.113.10', userId: null };
    expect(await call('roomy', caller)).toMatchObject({ passed: true, headers: { 'X-RateLimit-Limit': '4', 'X-RateLimit-Remaining': '3' } });
    // The route's own @Throttle still wins on the same controller, on the same counter (one minute per key).
    expect(await call('tight', caller)).toMatchObject({ passed: true, headers: { 'X-RateLimit-Limit': '2', 'X-RateLimit-Remaining': '0' } });
  });
});
