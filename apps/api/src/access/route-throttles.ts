import type { ExecutionContext } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import type { ThrottlerOptions } from '@nestjs/throttler';
// The metadata keys @Throttle and @SkipThrottle write; the package exports the decorators, not the keys.
// test/limits-route-decorators.e2e-spec.ts fails if a new version moves them.
import {
  THROTTLER_KEY_GENERATOR,
  THROTTLER_LIMIT,
  THROTTLER_SKIP,
  THROTTLER_TRACKER,
  THROTTLER_TTL,
} from '@nestjs/throttler/dist/throttler.constants.js';

/** What a route's (or its controller's) decorators say about one named throttler; unset fields are the throttler's. */
export interface RouteThrottle {
  skip: boolean;
  limit?: ThrottlerOptions['limit'];
  ttl?: ThrottlerOptions['ttl'];
  getTracker?: ThrottlerOptions['getTracker'];
  generateKey?: ThrottlerOptions['generateKey'];
}

/**
 * @Throttle / @SkipThrottle per route and throttler, the handler's over the controller's as in the stock guard.
 * They are fixed once the application is built, so each is read on a route's first request only.
 */
export class RouteThrottles {
  private readonly known = new WeakMap<object, WeakMap<object, Map<string, RouteThrottle>>>();

  constructor(private readonly reflector: Reflector) {}

  of(context: ExecutionContext, throttler: string): RouteThrottle {
    const handler = context.getHandler();
    const controller = context.getClass();
    let byController = this.known.get(handler);
    if (!byController) this.known.set(handler, (byController = new WeakMap()));
    let byThrottler = byController.get(controller);
    if (!byThrottler) byController.set(controller, (byThrottler = new Map()));
    let route = byThrottler.get(throttler);
    if (!route) byThrottler.set(throttler, (route = this.read([handler, controller], throttler)));
    return route;
  }

  private read(targets: [object, object], throttler: string): RouteThrottle {
    const get = <T>(key: string) => this.reflector.getAllAndOverride<T | undefined>(key + throttler, targets as never) ?? undefined;
    return {
      skip: Boolean(get<boolean>(THROTTLER_SKIP)),
      limit: get(THROTTLER_LIMIT),
      ttl: get(THROTTLER_TTL),
      getTracker: get(THROTTLER_TRACKER),
      generateKey: get(THROTTLER_KEY_GENERATOR),
    };
  }
}
