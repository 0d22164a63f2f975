import { DomainError } from '../common/errors/domain-error.js';

/** The specification's exact 429 sentence (doc-chat-platform §8). */
export const RATE_LIMIT_MESSAGE = 'Rate limit exceeded. Please try again in a few seconds.';

export class RateLimitExceededError extends DomainError {
  constructor(retryAfterSeconds: number) {
    super(429, 'rate_limit_exceeded', RATE_LIMIT_MESSAGE, { headers: { 'Retry-After': String(retryAfterSeconds) } });
  }
}

export class DailyQuotaExceededError extends DomainError {
  constructor(plan: string, perDay: number, retryAfterSeconds: number) {
    super(
      429,
      'daily_quota_exceeded',
      `The ${plan} plan allows ${perDay} chat ${perDay === 1 ? 'query' : 'queries'} per day. The quota resets at 00:00 UTC.`,
      { headers: { 'Retry-After': String(retryAfterSeconds) } },
    );
  }
}
