import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { Organization } from '../organizations/organization.entity.js';
import { LIMIT_STORE } from './limit-store.port.js';
import { LimitThrottlerStorage } from './limit-throttler-storage.js';
import { LimitsService } from './limits.service.js';
import { MemoryLimitStore } from './memory-limit-store.js';
import { RedisLimitStore } from './redis-limit-store.js';

/** Rate limits and quotas; counters in Redis when REDIS_URL is set, so every API process shares them. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([Organization])],
  providers: [
    {
      provide: LIMIT_STORE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => (config.redis.url ? new RedisLimitStore(config.redis.url) : new MemoryLimitStore()),
    },
    LimitsService,
    LimitThrottlerStorage,
  ],
  exports: [LIMIT_STORE, LimitsService, LimitThrottlerStorage],
})
export class LimitsModule {}
