import type { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import type { DatabaseCapabilities } from '../../database/database-capabilities.js';
import type { Embedder } from '../embedding/embedder.port.js';
import { ChromaIndex, chromaClientFor } from './chroma-index.js';
import { PgVectorIndex } from './pgvector-index.js';
import type { VectorIndex } from './vector-index.port.js';

/**
 * Chroma when CHROMA_URL is set, else pgvector when the database has it, else none. Vectors need an
 * embedder; without one retrieval is keyword-only and no index is opened.
 */
export async function createVectorIndex(
  config: AppConfig,
  embedder: Embedder | null,
  db: DataSource,
  capabilities: DatabaseCapabilities,
  logger: Logger,
): Promise<VectorIndex | null> {
  if (!embedder) {
    logger.log('Vector search is off: no embeddings model is configured (EMBEDDINGS_BASE_URL); retrieval is keyword-only.');
    return null;
  }
  if (config.chroma.url) {
    logger.log(`Vector search: Chroma at ${config.chroma.url}.`);
    return new ChromaIndex(chromaClientFor(config.chroma.url));
  }
  if (await hasPgvector(db, capabilities)) {
    logger.log('Vector search: pgvector in the application database.');
    return new PgVectorIndex(db);
  }
  logger.log('Vector search is off: the database has no pgvector and CHROMA_URL is not set; retrieval is keyword-only.');
  return null;
}

/** Providers are built before DatabaseCapabilities' init hook runs, so ask the database when it has not yet. */
async function hasPgvector(db: DataSource, capabilities: DatabaseCapabilities): Promise<boolean> {
  if (capabilities.serverVersion) return capabilities.vector;
  const [row] = await db.query(`SELECT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'vector') AS vector`);
  return Boolean(row?.vector);
}
