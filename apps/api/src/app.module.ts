import { type DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { AccessModule } from './access/access.module.js';
import { AnalyticsModule } from './analytics/analytics.module.js';
import type { AppConfig } from './config/app-config.js';
import { AccountsModule } from './accounts/accounts.module.js';
import { ConfigModule } from './config/config.module.js';
import { ContactModule } from './contact/contact.module.js';
import { DatabaseModule } from './database/database.module.js';
import { ENTITIES } from './entities.js';
import { HealthModule } from './health/health.module.js';
import { KeysModule } from './keys/keys.module.js';
import { LimitsModule } from './limits/limits.module.js';
import { MailModule } from './mail/mail.module.js';
import { OpenApiModule } from './openapi/openapi.module.js';
import { OrganizationsModule } from './organizations/organizations.module.js';
import { PlansModule } from './plans/plans.module.js';
import { DocumentsModule } from './documents/documents.module.js';
import { ChatModule } from './chat/chat.module.js';
import { ConversationsModule } from './conversations/conversations.module.js';
import { RequestBodyModule } from './common/http/request-body.module.js';
import { createLogging, type LogDestination, REQUEST_LOG } from './common/logging/logger.js';
import { QueryModule } from './query/query.module.js';
import { RagModule } from './rag/rag.module.js';
import { WidgetAssetModule } from './widget-asset/widget-asset.module.js';
import { WidgetConfigModule } from './widget-config/widget-config.module.js';
import { WebhooksModule } from './webhooks/webhooks.module.js';

/** The whole API: one module per feature folder. */
@Module({})
export class AppModule {
  /** `logs`: where log lines go (stdout unless the CLI or a test says otherwise). */
  static forRoot(config: AppConfig, logs: LogDestination = 1): DynamicModule {
    const logging = createLogging(config, logs);
    return {
      module: AppModule,
      // The request log, which app.factory.ts mounts ahead of everything else.
      providers: [{ provide: REQUEST_LOG, useValue: logging.requestLog }],
      imports: [
        LoggerModule.forRoot(logging.params),
        ConfigModule.forRoot(config),
        RequestBodyModule,
        DatabaseModule.forRoot(ENTITIES),
        OpenApiModule,
        HealthModule,
        OrganizationsModule,
        PlansModule,
        MailModule,
        AccountsModule,
        ContactModule,
        KeysModule,
        AccessModule,
        LimitsModule,
        WidgetConfigModule,
        WidgetAssetModule,
        AnalyticsModule,
        RagModule.forRoot(config),
        DocumentsModule,
        ChatModule,
        ConversationsModule,
        QueryModule,
        WebhooksModule,
      ],
    };
  }
}
