import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApiKey } from './api-key.entity.js';
import { ApiKeyAuthenticator } from './api-key-authenticator.js';
import { ApiKeyGuard } from './api-key.guard.js';
import { ApiKeyUsage } from './api-key-usage.js';
import { ApiKeysController } from './api-keys.controller.js';
import { ApiKeysService } from './api-keys.service.js';

/** API keys and the guard that protects every @Scopes(...) route of /v1. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([ApiKey])],
  controllers: [ApiKeysController],
  providers: [ApiKeysService, ApiKeyAuthenticator, ApiKeyUsage, { provide: APP_GUARD, useClass: ApiKeyGuard }],
  exports: [ApiKeysService, ApiKeyAuthenticator, ApiKeyUsage],
})
export class KeysModule {}
