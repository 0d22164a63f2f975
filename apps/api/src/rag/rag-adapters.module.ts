import { type DynamicModule, Logger, Module, type Provider } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DatabaseCapabilities } from '../database/database-capabilities.js';
import { ANSWER_MODEL } from './answering/answer-model.port.js';
import { LlmAnswerModel } from './answering/llm-answer-model.js';
import { EMBEDDER, type Embedder } from './embedding/embedder.port.js';
import { OpenAiCompatibleEmbedder } from './embedding/openai-compatible-embedder.js';
import { PDF_PARSER } from './parsing/pdf-parser.port.js';
import { WorkerPdfParser } from './parsing/worker-pdf-parser.js';
import { PageOcr } from './ocr/page-ocr.js';
import { PAGE_OCR } from './ocr/scanned-pages.js';
import { PageRenderer } from './parsing/page-renderer.js';
import { createVectorIndex } from './vectors/vector-index.factory.js';
import { VECTOR_INDEX } from './vectors/vector-index.port.js';

/** The LLM answer model, or null when LLM_BASE_URL is unset (RagModule then answers extractively). */
export const LLM_ANSWER_MODEL = Symbol('LlmAnswerModel');

const logger = new Logger('Rag');

const providers: Provider[] = [
  {
    provide: PDF_PARSER,
    inject: [APP_CONFIG],
    useFactory: ({ rag, ingestion, backgroundJobs }: AppConfig) =>
      new WorkerPdfParser(rag.pdf, {
        processes: ingestion.concurrency,
        reads: ingestion.parsers,
        // Only an API that processes documents keeps spares (not the operator CLI, not BACKGROUND_JOBS=false).
        spares: backgroundJobs ? ingestion.spareParsers : 0,
        slowAfterMs: ingestion.slowAfterMs,
      }),
  },
  {
    // Scanned pages: one page at a time per reader, as many readers as PDFs are read at once; null with OCR_ENABLED=false.
    provide: PAGE_OCR,
    inject: [APP_CONFIG],
    useFactory: ({ rag, ingestion }: AppConfig) =>
      rag.ocr.enabled ? new PageOcr(rag.ocr.limits, { processes: ingestion.concurrency, reads: ingestion.parsers }) : null,
  },
  {
    // Page images (pdf.js on @napi-rs/canvas) for whoever shows a page; its processes start on first use.
    provide: PageRenderer,
    useFactory: () => new PageRenderer(),
  },
  {
    provide: EMBEDDER,
    inject: [APP_CONFIG],
    useFactory: ({ rag: { embeddings } }: AppConfig): Embedder | null => {
      if (!embeddings.baseUrl) return null;
      logger.log(`Embeddings: ${embeddings.model} at ${embeddings.baseUrl}.`);
      return new OpenAiCompatibleEmbedder({
        baseUrl: embeddings.baseUrl,
        model: embeddings.model,
        apiKey: embeddings.apiKey?.reveal(),
        dimensions: embeddings.dimensions,
        batchSize: embeddings.batchSize,
      });
    },
  },
  {
    provide: VECTOR_INDEX,
    inject: [APP_CONFIG, EMBEDDER, DataSource, DatabaseCapabilities],
    useFactory: (config: AppConfig, embedder: Embedder | null, db: DataSource, capabilities: DatabaseCapabilities) =>
      createVectorIndex(config, embedder, db, capabilities, logger),
  },
  {
    provide: LLM_ANSWER_MODEL,
    inject: [APP_CONFIG],
    useFactory: ({ rag: { llm } }: AppConfig) => {
      if (!llm.baseUrl) return null;
      logger.log(`Answers: ${llm.model} at ${llm.baseUrl}.`);
      return new LlmAnswerModel({ baseUrl: llm.baseUrl, model: llm.model, apiKey: llm.apiKey?.reveal(), timeoutMs: llm.timeoutMs });
    },
  },
];

/**
 * The RAG engine's I/O adapters, chosen from the configuration: PDF_PARSER and PageRenderer (always), PAGE_OCR
 * (null with OCR_ENABLED=false), EMBEDDER and
 * VECTOR_INDEX (null when not configured), LLM_ANSWER_MODEL (null without LLM_BASE_URL).
 * `forRoot(config)` also provides ANSWER_MODEL, but only when LLM_BASE_URL is set.
 */
@Module({ providers, exports: [PDF_PARSER, PAGE_OCR, PageRenderer, EMBEDDER, VECTOR_INDEX, LLM_ANSWER_MODEL] })
export class RagAdaptersModule {
  static forRoot(config: AppConfig): DynamicModule {
    const answerModel: Provider[] = config.rag.llm.baseUrl ? [{ provide: ANSWER_MODEL, useExisting: LLM_ANSWER_MODEL }] : [];
    return { module: RagAdaptersModule, providers: answerModel, exports: answerModel.map(() => ANSWER_MODEL) };
  }
}
