import { applyDecorators, createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { ApiKeyContext } from './api-key-context.js';
import type { Scope } from './scopes.js';

export const SCOPES_METADATA = 'pagewise:scopes';

/** Marks a /v1 route with the scope(s) a key must hold; the API-key guard enforces it. */
export const Scopes = (...scopes: Scope[]) => SetMetadata(SCOPES_METADATA, scopes);

export const ADMIN_ONLY_METADATA = 'pagewise:admin-only';

/**
 * A /v1 route for the organization's admin principal only: the admin key or a signed-in user's session
 * (403 admin_required for scoped and publishable keys, whatever their scopes).
 */
export const AdminOnly = () => applyDecorators(SetMetadata(SCOPES_METADATA, []), SetMetadata(ADMIN_ONLY_METADATA, true));

/** The authenticated key of a /v1 request. */
export const CurrentKey = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): ApiKeyContext => ctx.switchToHttp().getRequest().apiKey,
);
