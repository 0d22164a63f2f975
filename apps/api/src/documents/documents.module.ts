import { Module } from '@nestjs/common';
import { IngestionModule } from '../ingestion/ingestion.module.js';
import { DocumentsController } from './documents.controller.js';
import { DocumentsService } from './documents.service.js';
import { PdfUploadInterceptor } from './pdf-upload.interceptor.js';
import { ReprocessingService } from './reprocessing.service.js';

@Module({
  imports: [IngestionModule],
  controllers: [DocumentsController],
  providers: [DocumentsService, ReprocessingService, PdfUploadInterceptor],
  exports: [ReprocessingService],
})
export class DocumentsModule {}
