import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { ApiKeyContext } from '../keys/api-key-context.js';
import { RateLimitExceededError } from '../limits/limit-errors.js';
import { type LimitState, LimitsService, secondsUntil } from '../limits/limits.service.js';

/**
 * The rate-limit step both strategies share: counts the request, writes X-RateLimit-* (on refusals too) and
 * throws 429 rate_limit_exceeded when the tightest counter is full.
 */
@Injectable()
export class Admission {
  constructor(private readonly limits: LimitsService) {}

  /** A caller that proved who it is: its key's (or user's) counter and the organization's plan minute. */
  async admit(req: Request, ctx: ApiKeyContext): Promise<void> {
    applyLimit(responseOf(req), await this.limits.consumeRequest(ctx));
  }

  /** A caller without a usable key or session: limited per IP at the admin key's rate (slows key guessing). */
  async refuse(req: Request, error: Error): Promise<never> {
    applyLimit(responseOf(req), await this.limits.consumeUnauthenticated(clientIp(req)));
    throw error;
  }
}

export function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

function responseOf(req: Request): Response {
  // Express links the two; passport strategies are handed the request only.
  return req.res as Response;
}

function applyLimit(res: Response, state: LimitState): void {
  res.setHeader('X-RateLimit-Limit', String(state.limit));
  res.setHeader('X-RateLimit-Remaining', String(state.remaining));
  res.setHeader('X-RateLimit-Reset', String(Math.ceil(state.resetAt / 1000)));
  if (state.exceeded) throw new RateLimitExceededError(secondsUntil(state.resetAt));
}
