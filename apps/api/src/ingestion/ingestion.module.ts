import { Module } from '@nestjs/common';
import { DocumentProcessor } from './document-processor.js';
import { IngestionQueue } from './ingestion-queue.js';
import { IngestionWorker } from './ingestion-worker.js';

/** The durable document-processing queue and this instance's worker. */
@Module({
  providers: [IngestionQueue, IngestionWorker, DocumentProcessor],
  exports: [IngestionQueue, IngestionWorker],
})
export class IngestionModule {}
