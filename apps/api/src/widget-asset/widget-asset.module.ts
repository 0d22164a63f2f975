import { Module } from '@nestjs/common';
import { WidgetAssetController } from './widget-asset.controller.js';
import { defaultWidgetFile, WIDGET_ASSET_FILE, WidgetAssetService } from './widget-asset.service.js';

/**
 * GET /widget.js (the built packages/widget bundle), GET /widget.js.integrity (its sha384 SRI hash), and what the
 * widget loads on demand: GET /widget/viewer.js and GET /widget/lang/<code>.json.
 */
@Module({
  controllers: [WidgetAssetController],
  providers: [WidgetAssetService, { provide: WIDGET_ASSET_FILE, useFactory: defaultWidgetFile }],
  exports: [WidgetAssetService],
})
export class WidgetAssetModule {}
