import { type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { InjectThrottlerOptions, InjectThrottlerStorage, ThrottlerGuard, type ThrottlerModuleOptions } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { RateLimitExceededError } from '../limits/limit-errors.js';
import { type LimitThrottlerStorage, secondsUntil, type ThrottlerHit, tightest } from '../limits/limit-throttler-storage.js';
import { RouteThrottles } from './route-throttles.js';

/**
 * @nestjs/throttler's guard with the named throttlers of access/request-throttlers.ts (key, organization, client
 * IP), which pick their limits by the caller's key type and plan. Three things differ from the stock guard:
 *
 * - it collects the counters of every throttler that applies (after @Throttle / @SkipThrottle on the route) and
 *   counts them together, in one round trip to Redis, instead of one throttler after the other;
 * - it answers with one set of headers, the tightest counter's (`X-RateLimit-Limit`, `-Remaining`, and
 *   `-Reset` as the UNIX second the window ends), and refuses with 429 rate_limit_exceeded and `Retry-After`;
 * - it reads a route's decorators once (RouteThrottles) and waits only on a limit, ttl or tracker that is a
 *   promise, where the stock guard awaits about a dozen plain values per request (bench/RESULTS.md, "The key check").
 *
 * AccessGuard runs it after authentication, also when authentication failed (then only the `ip` throttler
 * applies), so every answer of a scoped route carries the headers.
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  private readonly routes: RouteThrottles;

  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() private readonly counters: LimitThrottlerStorage,
    reflector: Reflector,
  ) {
    super(options, counters, reflector);
    this.routes = new RouteThrottles(reflector);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const { req, res } = this.getRequestResponse(context) as { req: Request; res: Response };
    const hits = await this.hitsOf(context, req);
    if (hits.length === 0) return true;
    const state = tightest(await this.counters.incrementEach(hits));
    res.setHeader('X-RateLimit-Limit', String(state.limit));
    res.setHeader('X-RateLimit-Remaining', String(state.remaining));
    res.setHeader('X-RateLimit-Reset', String(Math.ceil(state.resetAt / 1000)));
    if (state.exceeded) throw new RateLimitExceededError(secondsUntil(state.resetAt));
    return true;
  }

  /** One counter per named throttler that applies: the route's @Throttle values win over the throttler's own. */
  private async hitsOf(context: ExecutionContext, req: Request): Promise<ThrottlerHit[]> {
    const hits: ThrottlerHit[] = [];
    for (const throttler of this.throttlers) {
      const name = throttler.name ?? 'default';
      const route = this.routes.of(context, name);
      if (route.skip || (throttler.skipIf ?? this.commonOptions.skipIf)?.(context)) continue;
      const limit = resolve(route.limit ?? throttler.limit, context);
      const ttl = resolve(route.ttl ?? throttler.ttl, context);
      const getTracker = route.getTracker ?? throttler.getTracker ?? this.commonOptions.getTracker!;
      const generateKey = route.generateKey ?? throttler.generateKey ?? this.commonOptions.generateKey!;
      const tracker = getTracker(req, context);
      hits.push({
        key: generateKey(context, typeof tracker === 'string' ? tracker : await tracker, name),
        limit: typeof limit === 'number' ? limit : await limit,
        ttl: typeof ttl === 'number' ? ttl : await ttl,
      });
    }
    return hits;
  }
}

/** A throttler option: a number, or a function of the request that gives one (perhaps later). */
function resolve(value: number | ((context: ExecutionContext) => number | Promise<number>), context: ExecutionContext): number | Promise<number> {
  return typeof value === 'function' ? value(context) : value;
}
