import { type DynamicModule, Module } from '@nestjs/common';
import { AnalyticsModule } from './analytics/analytics.module.js';
import type { AppConfig } from './config/app-config.js';
import { AccountsModule } from './accounts/accounts.module.js';
import { ConfigModule } from './config/config.module.js';
import { ContactModule } from './contact/contact.module.js';
import { DatabaseModule } from './database/database.module.js';
import { HealthModule } from './health/health.module.js';
import { KeysModule } from './keys/keys.module.js';
import { LimitsModule } from './limits/limits.module.js';
import { MailModule } from './mail/mail.module.js';
import { OpenApiModule } from './openapi/openapi.module.js';
import { OrganizationsModule } from './organizations/organizations.module.js';
import { PlansModule } from './plans/plans.module.js';
import { DocumentsModule } from './documents/documents.module.js';
import { ChatModule } from './chat/chat.module.js';
import { QueryModule } from './query/query.module.js';
import { RagModule } from './rag/rag.module.js';
import { WidgetAssetModule } from './widget-asset/widget-asset.module.js';
import { WidgetConfigModule } from './widget-config/widget-config.module.js';

/** The whole API: one module per feature folder. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot(),
        OpenApiModule,
        HealthModule,
        OrganizationsModule,
        PlansModule,
        MailModule,
        AccountsModule,
        ContactModule,
        KeysModule,
        LimitsModule,
        WidgetConfigModule,
        WidgetAssetModule,
        AnalyticsModule,
        RagModule.forRoot(config),
        DocumentsModule,
        ChatModule,
        QueryModule,
      ],
    };
  }
}
