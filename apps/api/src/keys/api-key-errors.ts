import { ForbiddenError, UnauthorizedError } from '../common/errors/domain-error.js';
import type { Scope } from './scopes.js';

const INVALID = {
  missing: "Missing API key. Send it in the Authorization header as 'Bearer <key>'.",
  unknown: 'Invalid API key.',
  revoked: 'This API key has been revoked.',
  expired: 'This API key has expired.',
};

/** 401 for every way a key can fail to identify a caller; the sentence says which. */
export class InvalidApiKeyError extends UnauthorizedError {
  constructor(reason: keyof typeof INVALID) {
    super(INVALID[reason], 'invalid_api_key');
  }
}

export class InsufficientScopeError extends ForbiddenError {
  constructor(scope: Scope) {
    super(`This API key lacks the '${scope}' scope.`, 'insufficient_scope');
  }
}

export class OriginNotAllowedError extends ForbiddenError {
  constructor(origin: string | undefined) {
    super(
      origin
        ? `This publishable key is not allowed on ${origin}. Add the origin to the key's allowed origins.`
        : 'This publishable key only works from a web page on one of its allowed origins.',
      'origin_not_allowed',
    );
  }
}

export class SecretKeyInBrowserError extends ForbiddenError {
  constructor() {
    super(
      'Secret API keys must not be used in a browser. Use a publishable key (pw_pk_…) with allowed origins in web pages.',
      'secret_key_in_browser',
    );
  }
}

/** A plan rule about keys (how many, which kinds); the sentence names the limit and the plan. */
export class KeyPlanLimitError extends ForbiddenError {
  constructor(message: string) {
    super(message, 'plan_limit_reached');
  }
}

export class AdminKeyProtectedError extends ForbiddenError {
  constructor() {
    super(
      'The admin key cannot be revoked. Regenerate it instead (POST /v1/apikeys/admin/regenerate, or the operator CLI).',
      'admin_key_protected',
    );
  }
}

/** Routes for the organization's owner: the admin key or a signed-in user on the dashboard. */
export class AdminRequiredError extends ForbiddenError {
  constructor() {
    super('Only the admin key, or a signed-in user on the dashboard, can do this.', 'admin_required');
  }
}
