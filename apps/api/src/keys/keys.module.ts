import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApiKey } from './api-key.entity.js';
import { ApiKeyAuthenticator } from './api-key-authenticator.js';
import { ApiKeyUsage } from './api-key-usage.js';
import { ApiKeysController } from './api-keys.controller.js';
import { ApiKeysService } from './api-keys.service.js';
import { KeyChangeListener } from './key-change-listener.js';
import { VerifiedKeyCache } from './verified-key-cache.js';

/** API keys: creation, listing, revocation and look-up (the guard that uses them is in access/). */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([ApiKey])],
  controllers: [ApiKeysController],
  providers: [ApiKeysService, ApiKeyAuthenticator, ApiKeyUsage, { provide: VerifiedKeyCache, useFactory: () => new VerifiedKeyCache() }, KeyChangeListener],
  exports: [ApiKeysService, ApiKeyAuthenticator, ApiKeyUsage],
})
export class KeysModule {}
