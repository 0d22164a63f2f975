import { Global, Module } from '@nestjs/common';
import { getDataSourceToken, TypeOrmModule } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { Organization } from '../organizations/organization.entity.js';
import { DurableDayLimitStore } from './durable-day-limit-store.js';
import { LIMIT_STORE } from './limit-store.port.js';
import { LimitThrottlerStorage } from './limit-throttler-storage.js';
import { LimitsService } from './limits.service.js';
import { RedisLimitStore } from './redis-limit-store.js';

/**
 * Rate limits and quotas; counters in Redis when REDIS_URL is set, so every API process shares them; else minutes
 * in memory and days in the database.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([Organization])],
  providers: [
    {
      provide: LIMIT_STORE,
      inject: [APP_CONFIG, getDataSourceToken()],
      // Without Redis: minutes in memory, days in the database (a restart must not give a day's quota back).
      useFactory: (config: AppConfig, db: DataSource) => (config.redis.url ? new RedisLimitStore(config.redis.url) : new DurableDayLimitStore(db)),
    },
    LimitsService,
    LimitThrottlerStorage,
  ],
  exports: [LIMIT_STORE, LimitsService, LimitThrottlerStorage],
})
export class LimitsModule {}
