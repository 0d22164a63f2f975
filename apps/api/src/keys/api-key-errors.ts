import { DomainError } from '../common/errors/domain-error.js';
import type { Scope } from './scopes.js';

const INVALID = {
  missing: "Missing API key. Send it in the Authorization header as 'Bearer <key>'.",
  unknown: 'Invalid API key.',
  revoked: 'This API key has been revoked.',
  expired: 'This API key has expired.',
};

/** 401 for every way a key can fail to identify a caller; the sentence says which. */
export class InvalidApiKeyError extends DomainError {
  constructor(reason: keyof typeof INVALID) {
    super('invalid_api_key', INVALID[reason]);
  }
}

export class InsufficientScopeError extends DomainError {
  constructor(scope: Scope) {
    super('insufficient_scope', `This API key lacks the '${scope}' scope.`);
  }
}

export class OriginNotAllowedError extends DomainError {
  constructor(origin: string | undefined) {
    super(
      'origin_not_allowed',
      origin
        ? `This publishable key is not allowed on ${origin}. Add the origin to the key's allowed origins.`
        : 'This publishable key only works from a web page on one of its allowed origins.',
    );
  }
}

export class SecretKeyInBrowserError extends DomainError {
  constructor() {
    super(
      'secret_key_in_browser',
      'Secret API keys must not be used in a browser. Use a publishable key (pw_pk_…) with allowed origins in web pages.',
    );
  }
}

/** A plan rule about keys (how many, which kinds); the sentence names the limit and the plan. */
export class KeyPlanLimitError extends DomainError {
  constructor(message: string) {
    super('plan_limit_reached', message);
  }
}

export class AdminKeyProtectedError extends DomainError {
  constructor() {
    super(
      'admin_key_protected',
      'The admin key cannot be revoked. Regenerate it instead (POST /v1/apikeys/admin/regenerate, or the operator CLI).',
    );
  }
}

/** Routes for the organization's owner: the admin key or a signed-in user on the dashboard. */
export class AdminRequiredError extends DomainError {
  constructor() {
    super('admin_required', 'Only the admin key, or a signed-in user on the dashboard, can do this.');
  }
}

/** 409: the admin key made at signup has had its one showing; regenerating it is the way to a new secret. */
export class AdminKeyAlreadyShownError extends DomainError {
  constructor() {
    super('conflict', 'The admin key was shown once already and cannot be shown again. Regenerate it to get a new one.');
  }
}
