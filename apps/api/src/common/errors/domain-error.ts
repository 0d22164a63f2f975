/**
 * A rule of the product was not met. Services throw these with a machine code; one exception filter
 * (common/http/exception.filter.ts) maps them to HTTP, so services never speak HTTP.
 */
export class DomainError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Extra fields for the response body (e.g. field errors for the site's forms). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class NotFoundError extends DomainError {
  constructor(what: string, code = 'not_found') {
    super(404, code, `${what} not found.`);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message: string, code = 'forbidden') {
    super(403, code, message);
  }
}

export class UnauthorizedError extends DomainError {
  constructor(message: string, code = 'unauthorized') {
    super(401, code, message);
  }
}

export class ConflictError extends DomainError {
  constructor(message: string, code = 'conflict') {
    super(409, code, message);
  }
}

/** Request fields that failed validation, keyed by field name (the shape the site's forms read). */
export class FieldValidationError extends DomainError {
  constructor(readonly fields: Record<string, string[]>) {
    super(422, 'validation_failed', Object.values(fields)[0]?.[0] ?? 'The request is invalid.');
  }
}
