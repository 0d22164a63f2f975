import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { AccountsModule } from '../accounts/accounts.module.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { LimitThrottlerStorage } from '../limits/limit-throttler-storage.js';
import { PlansService } from '../plans/plans.service.js';
import { AccessGuard } from './access.guard.js';
import { ApiKeyStrategy } from './api-key.strategy.js';
import { RateLimitGuard } from './rate-limit.guard.js';
import { requestThrottlers } from './request-throttlers.js';
import { SessionStrategy } from './session.strategy.js';

/**
 * Who may call a scoped /v1 route, and how often: passport strategies for API keys and site sessions, named
 * throttlers over the shared counters, one global guard.
 */
@Module({
  imports: [
    AccountsModule,
    ThrottlerModule.forRootAsync({
      inject: [LimitThrottlerStorage, PlansService, APP_CONFIG],
      useFactory: (storage: LimitThrottlerStorage, plans: PlansService, config: AppConfig) => requestThrottlers(storage, plans, config),
    }),
  ],
  providers: [ApiKeyStrategy, SessionStrategy, RateLimitGuard, { provide: APP_GUARD, useClass: AccessGuard }],
})
export class AccessModule {}
