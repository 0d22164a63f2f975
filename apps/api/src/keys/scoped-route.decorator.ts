import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiExtension, ApiResponse } from '@nestjs/swagger';
import { AdminOnly, SCOPES_METADATA, Scopes } from './scopes.decorator.js';
import type { Scope } from './scopes.js';
import { ApiErrorView } from '../common/http/api-error.view.js';

/** A /v1 route guarded by one scope, with the errors every such route can answer in the OpenAPI document. */
export function ScopedRoute(scope: Scope, more: { forbidden?: string; tooMany?: string } = {}) {
  return applyDecorators(
    Scopes(scope),
    ApiBearerAuth(),
    // Machine-readable for the docs and clients: the scopes a key needs (the guard requires every one).
    ApiExtension('x-scopes', [scope]),
    ApiResponse({ status: 401, description: 'Missing, invalid, expired or revoked API key (code invalid_api_key); without a key, a dead session cookie (code session_expired).', type: ApiErrorView }),
    ApiResponse({ status: 403, description: `The key lacks ${scope} (or is used from an origin it may not be)${more.forbidden ? `; or ${more.forbidden}` : ''}.`, type: ApiErrorView }),
    ApiResponse({ status: 429, description: more.tooMany ?? 'Rate limit exceeded (Retry-After says when to try again).', type: ApiErrorView }),
  );
}

/** A /v1 route of the admin principal only (admin key or dashboard session), with its errors in the OpenAPI document. */
export function AdminRoute(more: { tooMany?: string } = {}) {
  return applyDecorators(
    AdminOnly(),
    ApiBearerAuth(),
    // apikeys:create is held by exactly the admin key and the dashboard session, the callers these routes take.
    ApiExtension('x-scopes', ['apikeys:create']),
    ApiExtension('x-admin-only', true),
    ApiResponse({ status: 401, description: 'Missing, invalid, expired or revoked API key (code invalid_api_key); without a key, a dead session cookie (code session_expired).', type: ApiErrorView }),
    ApiResponse({ status: 403, description: 'The caller is not the admin key or a signed-in user (code admin_required), or calls from an origin it may not.', type: ApiErrorView }),
    ApiResponse({ status: 429, description: more.tooMany ?? 'Rate limit exceeded (Retry-After says when to try again).', type: ApiErrorView }),
  );
}

/** A /v1 route any caller that authenticates may use (every key, whatever its scopes, and the dashboard session). */
export function AuthenticatedRoute() {
  return applyDecorators(
    SetMetadata(SCOPES_METADATA, []),
    ApiBearerAuth(),
    ApiExtension('x-scopes', []),
    ApiResponse({ status: 401, description: 'Missing, invalid, expired or revoked API key (code invalid_api_key); without a key, a dead session cookie (code session_expired).', type: ApiErrorView }),
    ApiResponse({ status: 403, description: 'The key is used from an origin it may not be.', type: ApiErrorView }),
    ApiResponse({ status: 429, description: 'Rate limit exceeded (Retry-After says when to try again).', type: ApiErrorView }),
  );
}
