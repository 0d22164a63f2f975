import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ApiKeyContext } from './api-key-context.js';
import { ApiKeysService } from './api-keys.service.js';
import { CreateApiKeyDto } from './dto/create-api-key.dto.js';
import { RevokeApiKeyDto } from './dto/revoke-api-key.dto.js';
import { CurrentKey, Scopes } from './scopes.decorator.js';

@ApiTags('api-keys')
@ApiBearerAuth()
@Controller('v1/apikeys')
export class ApiKeysController {
  constructor(private readonly keys: ApiKeysService) {}

  @Post()
  @Scopes('apikeys:create')
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

  @Get()
  @Scopes('apikeys:revoke')
  @ApiOperation({ summary: "List the organization's keys (never their secrets)" })
  list(@CurrentKey() caller: ApiKeyContext) {
    return this.keys.list(caller);
  }

  @Post('revoke')
  @HttpCode(200)
  @Scopes('apikeys:revoke')
  @ApiOperation({ summary: 'Revoke a key; it stops working on its next request' })
  revoke(@CurrentKey() caller: ApiKeyContext, @Body() body: RevokeApiKeyDto) {
    return this.keys.revoke(caller, body.key_id);
  }
}
