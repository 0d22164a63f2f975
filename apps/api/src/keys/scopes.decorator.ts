import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { ApiKeyContext } from './api-key-context.js';
import type { Scope } from './scopes.js';

export const SCOPES_METADATA = 'pagewise:scopes';

/** Marks a /v1 route with the scope(s) a key must hold; the API-key guard enforces it. */
export const Scopes = (...scopes: Scope[]) => SetMetadata(SCOPES_METADATA, scopes);

/** The authenticated key of a /v1 request. */
export const CurrentKey = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): ApiKeyContext => ctx.switchToHttp().getRequest().apiKey,
);
