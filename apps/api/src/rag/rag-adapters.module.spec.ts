import { vector } from '@electric-sql/pglite-pgvector';
import { type DynamicModule, Global, Module } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { PGliteDriver } from 'typeorm-pglite';
import { ConfigModule } from '../config/config.module.js';
import { loadConfig } from '../config/load-config.js';
import { DatabaseCapabilities } from '../database/database-capabilities.js';
import { ANSWER_MODEL } from './answering/answer-model.port.js';
import { LlmAnswerModel } from './answering/llm-answer-model.js';
import { EMBEDDER } from './embedding/embedder.port.js';
import { OpenAiCompatibleEmbedder } from './embedding/openai-compatible-embedder.js';
import { PDF_PARSER } from './parsing/pdf-parser.port.js';
import { WorkerPdfParser } from './parsing/worker-pdf-parser.js';
import { LLM_ANSWER_MODEL, RagAdaptersModule } from './rag-adapters.module.js';
import { ChromaIndex } from './vectors/chroma-index.js';
import { PgVectorIndex } from './vectors/pgvector-index.js';
import { VECTOR_INDEX } from './vectors/vector-index.port.js';

/** The database the app hands over (typeorm-pglite keeps one PGlite per process, so one is shared). */
function databaseModule(db: DataSource): DynamicModule {
  @Global()
  @Module({})
  class TestDatabaseModule {}
  return { module: TestDatabaseModule, providers: [{ provide: DataSource, useValue: db }, DatabaseCapabilities], exports: [DataSource, DatabaseCapabilities] };
}

describe('RagAdaptersModule', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pagewise-adapters-'));
  let db: DataSource;

  beforeAll(async () => {
    db = new DataSource({ type: 'postgres', driver: new PGliteDriver({ extensions: { vector } }).driver });
    await db.initialize();
  });
  afterAll(async () => {
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function adapters(env: Record<string, string>, pgvector = true) {
    await db.query(pgvector ? 'CREATE EXTENSION IF NOT EXISTS vector' : 'DROP EXTENSION IF EXISTS vector');
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...env });
    const moduleRef = await Test.createTestingModule({
      imports: [ConfigModule.forRoot(config), databaseModule(db), RagAdaptersModule.forRoot(config)],
    }).compile();
    const answerModel = (() => {
      try {
        return moduleRef.get(ANSWER_MODEL, { strict: false });
      } catch {
        return undefined;
      }
    })();
    const found = {
      parser: moduleRef.get(PDF_PARSER, { strict: false }),
      embedder: moduleRef.get(EMBEDDER, { strict: false }),
      vectors: moduleRef.get(VECTOR_INDEX, { strict: false }),
      llm: moduleRef.get(LLM_ANSWER_MODEL, { strict: false }),
      answerModel,
    };
    await moduleRef.close();
    return found;
  }

  it('needs nothing by default: a parser, no embedder, no vectors, no answer model', async () => {
    const found = await adapters({});
    expect(found.parser).toBeInstanceOf(WorkerPdfParser);
    expect(found.embedder).toBeNull();
    expect(found.vectors).toBeNull();
    expect(found.llm).toBeNull();
    expect(found.answerModel).toBeUndefined();
  });

  it('uses pgvector when an embedder is configured and the database has it', async () => {
    const found = await adapters({ EMBEDDINGS_BASE_URL: 'http://127.0.0.1:9/v1' });
    expect(found.embedder).toBeInstanceOf(OpenAiCompatibleEmbedder);
    expect(found.vectors).toBeInstanceOf(PgVectorIndex);
  });

  it('has no vector index when the database lacks pgvector and Chroma is not set', async () => {
    const found = await adapters({ EMBEDDINGS_BASE_URL: 'http://127.0.0.1:9/v1' }, false);
    expect(found.embedder).toBeInstanceOf(OpenAiCompatibleEmbedder);
    expect(found.vectors).toBeNull();
  });

  it('prefers Chroma when CHROMA_URL is set', async () => {
    const found = await adapters({ EMBEDDINGS_BASE_URL: 'http://127.0.0.1:9/v1', CHROMA_URL: 'http://127.0.0.1:9' }, false);
    expect(found.vectors).toBeInstanceOf(ChromaIndex);
  });

  it('provides the LLM answer model only when LLM_BASE_URL is set', async () => {
    const found = await adapters({ LLM_BASE_URL: 'http://127.0.0.1:9/v1', LLM_MODEL: 'llama3.1' });
    expect(found.llm).toBeInstanceOf(LlmAnswerModel);
    expect(found.answerModel).toBe(found.llm);
    expect(found.llm.name).toBe('llm:llama3.1');
  });
});
