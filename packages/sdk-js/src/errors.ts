import type { ErrorCode, Failure } from '@pagewise/protocol';

// Two bundled copies of the SDK have two sets of classes, so `instanceof` can lie;
// every error carries the names of its class chain under a registry-wide symbol instead.
const MARK = Symbol.for('pagewise.error');

export interface ErrorInit {
  status?: number;
  /** The API's code; the SDK's own are `unknown_error` (no code in the answer) and `document_failed`. */
  code?: ErrorCode | (string & {});
  requestId?: string;
  cause?: unknown;
}

export class PagewiseError extends Error {
  /** Stable class name; constructor names do not survive minification. */
  static readonly kind: string = 'PagewiseError';
  readonly status?: number;
  readonly code?: ErrorCode | (string & {});
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

/** The API answered with an error status (or an `error` event inside a stream, which has no status). */
export class APIError extends PagewiseError {
  static override readonly kind: string = 'APIError';
  declare readonly code: ErrorCode | (string & {});

  /** Picks the class that matches the status. */
  static from({ message, status, code, requestId, retryAt }: Pick<Failure, 'message' | 'status' | 'code' | 'requestId' | 'retryAt'>): APIError {
    const init = { status, code, requestId };
    if (status === 429) return new RateLimitError(message, { ...init, resetAt: retryAt === undefined ? undefined : new Date(retryAt) });
    const Class = (status! >= 500 ? InternalServerError : byStatus[status!]) ?? APIError;
    return new Class(message, init);
  }
}

/** 400: the request could not be read (malformed JSON, say). */
export class BadRequestError extends APIError {
  static override readonly kind: string = 'BadRequestError';
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
/** 409: retried like a 429, thrown when the retries are spent. */
export class ConflictError extends APIError {
  static override readonly kind: string = 'ConflictError';
}
export class PayloadTooLargeError extends APIError {
  static override readonly kind: string = 'PayloadTooLargeError';
}
/** 415: a body in a content type, charset or encoding the API does not read. */
export class UnsupportedMediaTypeError extends APIError {
  static override readonly kind: string = 'UnsupportedMediaTypeError';
}
export class UnprocessableEntityError extends APIError {
  static override readonly kind: string = 'UnprocessableEntityError';
}
/** Any 5xx. */
export class InternalServerError extends APIError {
  static override readonly kind: string = 'InternalServerError';
}

export class RateLimitError extends APIError {
  static override readonly kind: string = 'RateLimitError';
  /** When asking again should work (from Retry-After, else X-RateLimit-Reset), if the API said. */
  readonly resetAt?: Date;

  constructor(message: string, init: ErrorInit & { resetAt?: Date } = {}) {
    super(message, init);
    this.resetAt = init.resetAt;
  }
}

const byStatus: Record<number, typeof APIError> = {
  400: BadRequestError,
  401: AuthenticationError,
  403: PermissionDeniedError,
  404: NotFoundError,
  409: ConflictError,
  413: PayloadTooLargeError,
  415: UnsupportedMediaTypeError,
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
