import { applyDecorators } from '@nestjs/common';
import { ApiBearerAuth, ApiExtension, ApiResponse } from '@nestjs/swagger';
import { Scopes } from './scopes.decorator.js';
import type { Scope } from './scopes.js';
import { ApiErrorView } from '../common/http/api-error.view.js';

/** A /v1 route guarded by one scope, with the errors every such route can answer in the OpenAPI document. */
export function ScopedRoute(scope: Scope, more: { forbidden?: string; tooMany?: string } = {}) {
  return applyDecorators(
    Scopes(scope),
    ApiBearerAuth(),
    // Machine-readable for the docs and clients: the scopes a key needs (the guard requires every one).
    ApiExtension('x-scopes', [scope]),
    ApiResponse({ status: 401, description: 'Missing, invalid, expired or revoked API key.', type: ApiErrorView }),
    ApiResponse({ status: 403, description: `The key lacks ${scope} (or is used from an origin it may not be)${more.forbidden ? `; or ${more.forbidden}` : ''}.`, type: ApiErrorView }),
    ApiResponse({ status: 429, description: more.tooMany ?? 'Rate limit exceeded (Retry-After says when to try again).', type: ApiErrorView }),
  );
}
