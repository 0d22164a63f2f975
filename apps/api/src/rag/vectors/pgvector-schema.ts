import type { DataSource } from 'typeorm';
import { VectorIndexError } from './vector-index.error.js';

export const VECTOR_TABLE = 'chunk_vectors';
/** HNSW indexes plain `vector` columns of up to 2,000 dimensions; longer vectors are searched exactly. */
export const HNSW_MAX_DIMENSIONS = 2000;
/** Serializes table creation when several API instances embed their first document at once. */
const SCHEMA_LOCK = 7_214_003;

/** The vector length of the existing table, or null when it does not exist yet. */
export async function existingDimensions(db: DataSource): Promise<number | null> {
  const [row] = await db.query(
    `SELECT format_type(a.atttypid, a.atttypmod) AS type FROM pg_attribute a
      WHERE a.attrelid = to_regclass($1) AND a.attname = 'embedding'`,
    [VECTOR_TABLE],
  );
  const match = /vector\((\d+)\)/.exec(row?.type ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * Creates the table on first use, sized to the embedder's vectors (the length is only known once a model
 * has answered, so this cannot be a migration). Refuses vectors of another length with a way out.
 */
export async function ensureVectorTable(db: DataSource, dimensions: number): Promise<{ hnsw: boolean }> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
    await tx.query(`
      CREATE TABLE IF NOT EXISTS ${VECTOR_TABLE} (
        chunk_id uuid PRIMARY KEY,
        organization_id uuid NOT NULL,
        document_id uuid NOT NULL,
        embedding vector(${dimensions}) NOT NULL
      )`);
    await tx.query(`CREATE INDEX IF NOT EXISTS ${VECTOR_TABLE}_document_idx ON ${VECTOR_TABLE} (organization_id, document_id)`);
    if (dimensions <= HNSW_MAX_DIMENSIONS) {
      await tx.query(
        `CREATE INDEX IF NOT EXISTS ${VECTOR_TABLE}_embedding_idx ON ${VECTOR_TABLE} USING hnsw (embedding vector_cosine_ops)`,
      );
    }
  });
  const stored = await existingDimensions(db);
  if (stored !== dimensions) throw dimensionMismatch(stored, dimensions);
  return { hnsw: dimensions <= HNSW_MAX_DIMENSIONS };
}

export function dimensionMismatch(stored: number | null, given: number): VectorIndexError {
  return new VectorIndexError(
    `Stored vectors have ${stored} dimensions but the embeddings model returns ${given}. ` +
      `Use the model the documents were indexed with, or drop the ${VECTOR_TABLE} table and re-upload the documents.`,
  );
}

/** pgvector 0.8 added iterative index scans, which keep filtered HNSW searches from coming back short. */
export async function supportsIterativeScan(db: DataSource): Promise<boolean> {
  const [row] = await db.query(`SELECT extversion FROM pg_extension WHERE extname = 'vector'`);
  const [major, minor] = String(row?.extversion ?? '0.0').split('.').map(Number);
  return major > 0 || minor >= 8;
}

export function vectorLiteral(embedding: number[]): string {
  return `[${embedding.join(',')}]`;
}
