import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Document } from '../documents/document.entity.js';
import { DocumentsRepository } from '../documents/documents.repository.js';
import { OcrModule } from '../ocr/ocr.module.js';
import { DocumentProcessor } from './document-processor.js';
import { IngestionNotifications } from './ingestion-notifications.js';
import { IngestionQueue } from './ingestion-queue.js';
import { IngestionWorker } from './ingestion-worker.js';

/**
 * The durable document-processing queue and this instance's worker. It provides the documents' repository too,
 * to the documents module that imports it: processing changes a document's status.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Document]), OcrModule],
  providers: [IngestionQueue, IngestionWorker, IngestionNotifications, DocumentProcessor, DocumentsRepository],
  exports: [IngestionQueue, IngestionWorker, DocumentsRepository],
})
export class IngestionModule {}
