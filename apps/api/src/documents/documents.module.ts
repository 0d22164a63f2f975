import { Module } from '@nestjs/common';
import { IngestionModule } from '../ingestion/ingestion.module.js';
import { DocumentsController } from './documents.controller.js';
import { DocumentsService } from './documents.service.js';
import { PdfUploadInterceptor } from './pdf-upload.interceptor.js';
import { ReprocessingService } from './reprocessing.service.js';
import { PageImageService } from './page-image.service.js';
import { WidgetConfigModule } from '../widget-config/widget-config.module.js';

@Module({
  imports: [IngestionModule, WidgetConfigModule],
  controllers: [DocumentsController],
  providers: [DocumentsService, ReprocessingService, PdfUploadInterceptor, PageImageService],
  exports: [ReprocessingService],
})
export class DocumentsModule {}
