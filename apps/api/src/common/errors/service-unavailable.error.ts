import { DomainError } from './domain-error.js';

/** How long a client is asked to wait before trying again while a service is down. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * A service the request needs is down: the database, or Redis while limits cannot be counted (they fail closed
 * rather than let requests through uncounted). The API itself stays up and recovers on its own (docs/hardening.md).
 */
export class ServiceUnavailableError extends DomainError {
  constructor(what: string) {
    super('service_unavailable', `The service is temporarily unavailable: ${what}. Please try again in a few seconds.`, {
      headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
    });
  }
}
