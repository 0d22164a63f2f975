import type { ErrorCode } from './error-codes.js';

export interface DomainErrorExtras {
  /** Extra fields for the site's response body (e.g. `non_field_errors` on a refused sign-in). */
  details?: Record<string, unknown>;
  /** Response headers that go with the error (e.g. Retry-After on a 429). */
  headers?: Record<string, string>;
}

/**
 * A rule of the product was not met. Services throw these with a machine code and a sentence; the one exception
 * filter (common/http/exception.filter.ts) picks the HTTP status from the code, so services never speak HTTP.
 */
export class DomainError extends Error {
  readonly details?: Record<string, unknown>;
  readonly headers?: Record<string, string>;

  constructor(
    readonly code: ErrorCode,
    message: string,
    extras: DomainErrorExtras = {},
  ) {
    super(message);
    this.name = new.target.name;
    this.details = extras.details;
    this.headers = extras.headers;
  }
}

export class NotFoundError extends DomainError {
  constructor(what: string, code: ErrorCode = 'not_found') {
    super(code, `${what} not found.`);
  }
}

/** Request fields that failed validation, keyed by field name (the shape the site's forms read). */
export class FieldValidationError extends DomainError {
  /** `details` join the site form's body beside the fields (e.g. `reason` on a verification link that failed). */
  constructor(
    readonly fields: Record<string, string[]>,
    extras: Pick<DomainErrorExtras, 'details'> = {},
  ) {
    super('validation_failed', Object.values(fields)[0]?.[0] ?? 'The request is invalid.', extras);
  }
}

/** Headers of a refusal the caller may try again after a wait. */
export const retryAfter = (seconds: number): DomainErrorExtras => ({ headers: { 'Retry-After': String(seconds) } });
