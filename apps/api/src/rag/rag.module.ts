import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { RAG } from '../ingestion/rag.token.js';
import { answerModelFor } from './answering/answer-model.factory.js';
import { ANSWER_MODEL } from './answering/answer-model.port.js';
import { PDF_PARSER } from './parsing/pdf-parser.port.js';
import { WorkerPdfParser } from './parsing/worker-pdf-parser.js';
import { RagService } from './rag.service.js';
import { ChunkStore } from './retrieval/chunk-store.js';
import { KeywordRetriever } from './retrieval/keyword-retriever.js';
import { PassageRetriever } from './retrieval/passage-retriever.js';

/**
 * The RAG engine. RagService is offered as itself and as RAG (the RagPort documents and chat use).
 * EMBEDDER and VECTOR_INDEX are optional: without them retrieval is keyword-only.
 */
@Global()
@Module({
  providers: [
    {
      provide: PDF_PARSER,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new WorkerPdfParser({ timeoutMs: config.rag.pdfTimeoutMs, maxMemoryMb: config.rag.pdfMaxMemoryMb }),
    },
    { provide: ANSWER_MODEL, inject: [APP_CONFIG], useFactory: answerModelFor },
    ChunkStore,
    KeywordRetriever,
    PassageRetriever,
    RagService,
    { provide: RAG, useExisting: RagService },
  ],
  exports: [RagService, RAG, ANSWER_MODEL],
})
export class RagModule {}
