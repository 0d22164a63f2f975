import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrorView } from '../common/http/api-error.view.js';
import { ApiKeyObject, CreatedApiKeyObject, CurrentCallerObject, RevokedApiKeyObject } from './api-key.openapi.js';
import type { ApiKeyContext } from './api-key-context.js';
import { ApiKeysService } from './api-keys.service.js';
import { CreateApiKeyDto } from './dto/create-api-key.dto.js';
import { RevokeApiKeyDto } from './dto/revoke-api-key.dto.js';
import { AdminRoute, AuthenticatedRoute, ScopedRoute } from './scoped-route.decorator.js';
import { CurrentKey } from './scopes.decorator.js';

@ApiTags('api-keys')
@Controller('v1/apikeys')
export class ApiKeysController {
  constructor(private readonly keys: ApiKeysService) {}

  @Post()
  @ScopedRoute('apikeys:create', { forbidden: "the plan's key limit is reached, or the caller is not the admin key" })
  @ApiResponse({ status: 201, type: CreatedApiKeyObject })
  @ApiResponse({ status: 422, description: 'A field is invalid (name, scopes, expires_in_days, allowed_origins).', type: ApiErrorView })
  @ApiOperation({ summary: 'Create a scoped or publishable key (admin key only); the plaintext is returned once' })
  async create(@CurrentKey() caller: ApiKeyContext, @Body() body: CreateApiKeyDto) {
    const created = await this.keys.create(caller, {
      name: body.name,
      scopes: body.scopes,
      expiresInDays: body.expires_in_days,
      type: body.type,
      allowedOrigins: body.allowed_origins,
    });
    return { api_key: created.apiKey, key: created.key };
  }

  /** The dashboard's way to the admin key: signup never shows it, so its owner regenerates it here. */
  @Post('admin/regenerate')
  @AdminRoute()
  @ApiResponse({ status: 201, type: CreatedApiKeyObject })
  @ApiResponse({ status: 409, description: 'Another request regenerated the admin key first (code conflict); it received the new key.', type: ApiErrorView })
  @ApiOperation({
    summary: 'Regenerate the admin key (admin key or dashboard session); the new plaintext is returned once',
    description: 'The previous admin key stops working at once (401 on its next request).',
  })
  async regenerateAdmin(@CurrentKey() caller: ApiKeyContext) {
    const created = await this.keys.regenerateAdminKey(caller);
    return { api_key: created.apiKey, key: created.key };
  }

  @Get()
  @ScopedRoute('apikeys:revoke')
  @ApiResponse({ status: 200, type: [ApiKeyObject] })
  @ApiOperation({ summary: "List the organization's keys (never their secrets)" })
  list(@CurrentKey() caller: ApiKeyContext) {
    return this.keys.list(caller);
  }

  /** Answered from the request's authenticated caller alone: no other work (the benchmark's key-check route). */
  @Get('current')
  @AuthenticatedRoute()
  @ApiResponse({ status: 200, type: CurrentCallerObject })
  @ApiOperation({ summary: 'The key (or dashboard session) this request is made with: its type, scopes and organization. Any key may call it.' })
  current(@CurrentKey() caller: ApiKeyContext): CurrentCallerObject {
    return {
      key_id: caller.keyId,
      type: caller.kind === 'publishable' ? 'publishable' : 'secret',
      is_admin: caller.kind === 'admin',
      scopes: caller.scopes,
      organization_id: caller.organization.id,
      plan: caller.organization.plan,
    };
  }

  @Post('revoke')
  @HttpCode(200)
  @ScopedRoute('apikeys:revoke', { forbidden: 'the admin key cannot be revoked through the API' })
  @ApiResponse({ status: 200, type: RevokedApiKeyObject })
  @ApiResponse({ status: 404, description: 'No such key in this organization.', type: ApiErrorView })
  @ApiOperation({ summary: 'Revoke a key; it stops working on its next request' })
  revoke(@CurrentKey() caller: ApiKeyContext, @Body() body: RevokeApiKeyDto) {
    return this.keys.revoke(caller, body.key_id);
  }
}
