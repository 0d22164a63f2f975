import { DomainError, retryAfter } from '../common/errors/domain-error.js';

/** The exact 429 sentence of /v1 (docs/api-keys-and-limits.md, "Errors"). */
export const RATE_LIMIT_MESSAGE = 'Rate limit exceeded. Please try again in a few seconds.';

export class RateLimitExceededError extends DomainError {
  constructor(retryAfterSeconds: number) {
    super('rate_limit_exceeded', RATE_LIMIT_MESSAGE, retryAfter(retryAfterSeconds));
  }
}

export class DailyQuotaExceededError extends DomainError {
  constructor(plan: string, perDay: number, retryAfterSeconds: number) {
    super(
      'daily_quota_exceeded',
      `The ${plan} plan allows ${perDay} chat ${perDay === 1 ? 'query' : 'queries'} per day. The quota resets at 00:00 UTC.`,
      retryAfter(retryAfterSeconds),
    );
  }
}

/** A widget's visitors, together, have used the widget's share of the day; the rest is the owner's. */
export class WidgetDailyShareExceededError extends DomainError {
  constructor(retryAfterSeconds: number) {
    super('daily_quota_exceeded', "This site's assistant has answered all the questions it can today. You can ask again after 00:00 UTC.", retryAfter(retryAfterSeconds));
  }
}

/** One widget visitor (client address) has asked as many questions as one visitor may in a day. */
export class VisitorDailyQuotaExceededError extends DomainError {
  constructor(perDay: number, retryAfterSeconds: number) {
    super(
      'daily_quota_exceeded',
      `You have asked ${perDay} ${perDay === 1 ? 'question' : 'questions'} here today, the most this site allows one visitor. You can ask again after 00:00 UTC.`,
      retryAfter(retryAfterSeconds),
    );
  }
}
