import type { ErrorBody } from './types.js';

// Two bundled copies of the SDK have two sets of classes, so `instanceof` can lie;
// every error carries the names of its class chain under a registry-wide symbol instead.
const MARK = Symbol.for('pagewise.error');

export interface ErrorInit {
  status?: number;
  code?: string;
  requestId?: string;
  cause?: unknown;
}

export class PagewiseError extends Error {
  /** Stable class name; constructor names do not survive minification. */
  static readonly kind: string = 'PagewiseError';
  readonly status?: number;
  readonly code?: string;
  readonly requestId?: string;
  declare readonly [MARK]: string[];

  constructor(message: string, init: ErrorInit = {}) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    const kinds: string[] = [];
    for (let c = new.target; c && c !== (Error as unknown); c = Object.getPrototypeOf(c)) {
      kinds.push(c.kind);
    }
    Object.defineProperty(this, MARK, { value: kinds });
    this.name = kinds[0];
    this.status = init.status;
    this.code = init.code;
    this.requestId = init.requestId;
  }

  /** Like `instanceof`, but also true for errors thrown by another copy of the SDK. */
  static isInstance<T extends typeof PagewiseError>(this: T, value: unknown): value is InstanceType<T> {
    const kinds = (value as { [MARK]?: string[] } | null)?.[MARK];
    return Array.isArray(kinds) && kinds.includes(this.kind);
  }
}

/** The API answered with an error status (or an `error` event inside a stream). */
export class APIError extends PagewiseError {
  static override readonly kind: string = 'APIError';
  declare readonly code: string;

  /** Picks the class that matches the status. */
  static from(status: number | undefined, body: Partial<ErrorBody> | undefined, headers?: Headers): APIError {
    const init: ErrorInit = {
      status,
      code: body?.code ?? 'unknown_error',
      requestId: body?.request_id ?? headers?.get('x-request-id') ?? undefined,
    };
    const message = body?.error ?? `Request failed with status ${status}`;
    if (status === 429) return new RateLimitError(message, init, headers);
    const Class = (status && status >= 500 ? InternalServerError : byStatus[status!]) ?? APIError;
    return new Class(message, init);
  }
}

export class AuthenticationError extends APIError {
  static override readonly kind: string = 'AuthenticationError';
}
export class PermissionDeniedError extends APIError {
  static override readonly kind: string = 'PermissionDeniedError';
}
export class NotFoundError extends APIError {
  static override readonly kind: string = 'NotFoundError';
}
export class PayloadTooLargeError extends APIError {
  static override readonly kind: string = 'PayloadTooLargeError';
}
export class UnprocessableEntityError extends APIError {
  static override readonly kind: string = 'UnprocessableEntityError';
}
export class InternalServerError extends APIError {
  static override readonly kind: string = 'InternalServerError';
}

export class RateLimitError extends APIError {
  static override readonly kind: string = 'RateLimitError';
  /** When the limit resets (from X-RateLimit-Reset, else Retry-After), if the API said. */
  readonly resetAt?: Date;

  constructor(message: string, init: ErrorInit, headers?: Headers) {
    super(message, init);
    const reset = Number(headers?.get('x-ratelimit-reset'));
    const after = Number(headers?.get('retry-after'));
    if (reset > 0) this.resetAt = new Date(reset * 1000);
    else if (after >= 0 && headers?.has('retry-after')) this.resetAt = new Date(Date.now() + after * 1000);
  }
}

const byStatus: Record<number, typeof APIError> = {
  401: AuthenticationError,
  403: PermissionDeniedError,
  404: NotFoundError,
  413: PayloadTooLargeError,
  422: UnprocessableEntityError,
};

/** No response: DNS, refused connection, reset socket, or a stream cut before it finished. */
export class APIConnectionError extends PagewiseError {
  static override readonly kind: string = 'APIConnectionError';
}

export class APITimeoutError extends APIConnectionError {
  static override readonly kind: string = 'APITimeoutError';
}

/** The caller aborted (AbortSignal, `stream.abort()` or leaving a `for await` loop early). */
export class APIUserAbortError extends PagewiseError {
  static override readonly kind: string = 'APIUserAbortError';
}
