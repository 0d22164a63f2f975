import { type DynamicModule, Module, type Provider } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { RAG } from '../ingestion/rag.token.js';
import { ANSWER_MODEL } from './answering/answer-model.port.js';
import { ExtractiveAnswerModel } from './answering/extractive-answer-model.js';
import { DocumentOverviews } from './overview/document-overviews.js';
import { PageLayoutStore } from './parsing/page-layout.store.js';
import { ScannedPages } from './ocr/scanned-pages.js';
import { RagAdaptersModule } from './rag-adapters.module.js';
import { RagService } from './rag.service.js';
import { ChunkStore } from './retrieval/chunk-store.js';
import { KeywordRetriever } from './retrieval/keyword-retriever.js';
import { PassageRetriever } from './retrieval/passage-retriever.js';

/**
 * The RAG engine, offered as RagService and as RAG (the RagPort that documents, chat and query use).
 * Adapters come from RagAdaptersModule; without LLM_BASE_URL the answer model is the extractive one.
 */
@Module({})
export class RagModule {
  static forRoot(config: AppConfig): DynamicModule {
    const extractive: Provider[] = config.rag.llm.baseUrl ? [] : [{ provide: ANSWER_MODEL, useClass: ExtractiveAnswerModel }];
    return {
      module: RagModule,
      global: true,
      imports: [RagAdaptersModule.forRoot(config)],
      providers: [...extractive, ChunkStore, KeywordRetriever, PassageRetriever, DocumentOverviews, PageLayoutStore, ScannedPages, RagService, { provide: RAG, useExisting: RagService }],
      exports: [RagService, RAG, PageLayoutStore, RagAdaptersModule],
    };
  }
}
