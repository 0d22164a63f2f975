import { type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { InjectThrottlerOptions, InjectThrottlerStorage, ThrottlerGuard, type ThrottlerModuleOptions, type ThrottlerRequest } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { RateLimitExceededError } from '../limits/limit-errors.js';
import { type LimitThrottlerStorage, secondsUntil, type ThrottlerHit, tightest } from '../limits/limit-throttler-storage.js';

/**
 * @nestjs/throttler's guard with the named throttlers of access/request-throttlers.ts (key, organization, client
 * IP), which pick their limits by the caller's key type and plan. Two things differ from the stock guard:
 *
 * - it collects the counters of every throttler that applies (after @Throttle / @SkipThrottle on the route) and
 *   counts them together, in one round trip to Redis, instead of one throttler after the other;
 * - it answers with one set of headers, the tightest counter's (`X-RateLimit-Limit`, `-Remaining`, and
 *   `-Reset` as the UNIX second the window ends), and refuses with 429 rate_limit_exceeded and `Retry-After`.
 *
 * AccessGuard runs it after authentication, also when authentication failed (then only the `ip` throttler
 * applies), so every answer of a scoped route carries the headers.
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  private readonly collected = new WeakMap<object, ThrottlerHit[]>();

  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() private readonly counters: LimitThrottlerStorage,
    reflector: Reflector,
  ) {
    super(options, counters, new RouteMetadata(reflector));
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const { req, res } = this.getRequestResponse(context) as { req: Request; res: Response };
    const hits: ThrottlerHit[] = [];
    this.collected.set(req, hits);
    await super.canActivate(context);
    this.collected.delete(req);
    if (hits.length === 0) return true;
    const state = tightest(await this.counters.incrementEach(hits));
    res.setHeader('X-RateLimit-Limit', String(state.limit));
    res.setHeader('X-RateLimit-Remaining', String(state.remaining));
    res.setHeader('X-RateLimit-Reset', String(Math.ceil(state.resetAt / 1000)));
    if (state.exceeded) throw new RateLimitExceededError(secondsUntil(state.resetAt));
    return true;
  }

  /** Called by the stock guard once per throttler that applies: notes the counter instead of counting it alone. */
  protected async handleRequest({ context, limit, ttl, throttler, getTracker, generateKey }: ThrottlerRequest): Promise<boolean> {
    const { req } = this.getRequestResponse(context);
    const tracker = await getTracker(req, context);
    this.collected.get(req)?.push({ key: generateKey(context, tracker, throttler.name ?? 'default'), limit, ttl });
    return true;
  }
}

/**
 * The stock guard reads six decorator values per throttler on every request (@SkipThrottle, @Throttle's limit
 * and ttl, …); they are fixed per route, so they are read once per route and metadata key.
 */
class RouteMetadata extends Reflector {
  private readonly known = new WeakMap<object, WeakMap<object, Map<unknown, unknown>>>();

  constructor(private readonly reflector: Reflector) {
    super();
  }

  getAllAndOverride<T>(metadataKey: unknown, targets: (object | undefined)[]): T {
    const [handler, classRef] = targets;
    if (!handler || !classRef || targets.length !== 2) return this.reflector.getAllAndOverride(metadataKey as string, targets as never);
    let byClass = this.known.get(handler);
    if (!byClass) this.known.set(handler, (byClass = new WeakMap()));
    let byKey = byClass.get(classRef);
    if (!byKey) byClass.set(classRef, (byKey = new Map()));
    if (!byKey.has(metadataKey)) byKey.set(metadataKey, this.reflector.getAllAndOverride(metadataKey as string, [handler, classRef] as never));
    return byKey.get(metadataKey) as T;
  }
}
