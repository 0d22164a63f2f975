import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ANSWER_MODEL } from '../rag/answering/answer-model.port.js';
import { ExtractiveAnswerModel } from '../rag/answering/extractive-answer-model.js';
import { LlmAnswerModel } from '../rag/answering/llm-answer-model.js';
import { PDF_PARSER } from '../rag/parsing/pdf-parser.port.js';
import { WorkerPdfParser } from '../rag/parsing/worker-pdf-parser.js';
import { RagService } from '../rag/rag.service.js';
import { ChunkStore } from '../rag/retrieval/chunk-store.js';
import { KeywordRetriever } from '../rag/retrieval/keyword-retriever.js';
import { PassageRetriever } from '../rag/retrieval/passage-retriever.js';
import { RAG } from './rag.token.js';

/** Wires the engine for documents, chat and query until the RAG engine's own module is registered. */
@Global()
@Module({
  providers: [
    { provide: PDF_PARSER, inject: [APP_CONFIG], useFactory: (c: AppConfig) => new WorkerPdfParser({ timeoutMs: c.rag.pdfTimeoutMs, maxMemoryMb: c.rag.pdfMaxMemoryMb }) },
    {
      provide: ANSWER_MODEL,
      inject: [APP_CONFIG],
      useFactory: ({ rag: { llm } }: AppConfig) =>
        llm.baseUrl
          ? new LlmAnswerModel({ baseUrl: llm.baseUrl, model: llm.model, apiKey: llm.apiKey?.reveal(), timeoutMs: llm.timeoutMs })
          : new ExtractiveAnswerModel(),
    },
    ChunkStore,
    KeywordRetriever,
    PassageRetriever,
    RagService,
    { provide: RAG, useExisting: RagService },
  ],
  exports: [RAG],
})
export class RagPortModule {}
