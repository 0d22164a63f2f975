import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AccountsModule } from '../accounts/accounts.module.js';
import { AccessGuard } from './access.guard.js';
import { Admission } from './admission.js';
import { ApiKeyStrategy } from './api-key.strategy.js';
import { SessionStrategy } from './session.strategy.js';

/** Who may call a scoped /v1 route: passport strategies for API keys and site sessions, one global guard. */
@Module({
  imports: [AccountsModule],
  providers: [Admission, ApiKeyStrategy, SessionStrategy, { provide: APP_GUARD, useClass: AccessGuard }],
})
export class AccessModule {}
