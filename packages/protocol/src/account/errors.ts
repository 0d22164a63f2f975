import { readErrorText } from './error-text.js';
import { ACCOUNT_TEXT } from './texts.js';

/** The server answered with a status outside 2xx; `message` is the general text to show, `body` the answer. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(readErrorText(body) ?? `HTTP error! status: ${status}`);
    this.name = 'ApiError';
  }
}

export class RequestTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`The server did not answer within ${Math.round(timeoutMs / 1000)} seconds. Please try again.`);
    this.name = 'RequestTimeoutError';
  }
}

/** The server could not be reached; it carries no message of its own, so callers show their fallback text. */
export class NetworkError extends Error {
  constructor(readonly cause: unknown) {
    super('');
    this.name = 'NetworkError';
  }
}

/** A 401 whose one refresh failed: the session is over, every request waiting on that refresh fails with this. */
export class SessionExpiredError extends Error {
  constructor(readonly cause?: unknown) {
    super(ACCOUNT_TEXT.sessionExpired);
    this.name = 'SessionExpiredError';
  }
}
