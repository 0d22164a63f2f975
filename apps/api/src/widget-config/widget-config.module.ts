import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { WidgetConfigController } from './widget-config.controller.js';
import { WidgetConfigService } from './widget-config.service.js';
import { WidgetSettings } from './widget-settings.entity.js';
import { StarterSuggestions } from './starter-suggestions.js';

/** GET /v1/widget/config and the settings behind it. */
@Module({
  imports: [TypeOrmModule.forFeature([WidgetSettings])],
  controllers: [WidgetConfigController],
  providers: [WidgetConfigService, StarterSuggestions],
  exports: [WidgetConfigService],
})
export class WidgetConfigModule {}
