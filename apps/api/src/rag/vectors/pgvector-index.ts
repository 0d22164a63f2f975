import type { DataSource } from 'typeorm';
import type { VectorHit, VectorIndex, VectorItem } from './vector-index.port.js';
import { dimensionMismatch, ensureVectorTable, existingDimensions, supportsIterativeScan, VECTOR_TABLE, vectorLiteral } from './pgvector-schema.js';

const UPSERT_BATCH = 500;

/** Vectors in the application's own PostgreSQL/PGlite database (pgvector), filtered by organization. */
export class PgVectorIndex implements VectorIndex {
  readonly backend = 'pgvector' as const;
  private dimensions: number | null = null;
  private iterativeScan: Promise<boolean> | null = null;

  /** `iterativeScan: false` turns off pgvector 0.8's iterative scans (to exercise the exact-scan fallback). */
  constructor(
    private readonly db: DataSource,
    private readonly options: { iterativeScan?: boolean } = {},
  ) {}

  async upsert(organizationId: string, items: VectorItem[]): Promise<void> {
    if (!items.length) return;
    await this.ready(items[0].embedding.length);
    for (let start = 0; start < items.length; start += UPSERT_BATCH) {
      const batch = items.slice(start, start + UPSERT_BATCH);
      // A chunk id already owned by another organization is never overwritten.
      await this.db.query(
        `INSERT INTO ${VECTOR_TABLE} (organization_id, chunk_id, document_id, embedding)
         SELECT $1, v.chunk_id::uuid, v.document_id::uuid, v.embedding::vector
           FROM unnest($2::text[], $3::text[], $4::text[]) AS v(chunk_id, document_id, embedding)
         ON CONFLICT (chunk_id) DO UPDATE SET document_id = EXCLUDED.document_id, embedding = EXCLUDED.embedding
          WHERE ${VECTOR_TABLE}.organization_id = EXCLUDED.organization_id`,
        [organizationId, batch.map((i) => i.chunkId), batch.map((i) => i.documentId), batch.map((i) => vectorLiteral(i.embedding))],
      );
    }
  }

  async search(organizationId: string, embedding: number[], k: number): Promise<VectorHit[]> {
    if (k <= 0 || !(await this.tableExists())) return [];
    this.checkLength(embedding.length);
    const iterative = this.options.iterativeScan ?? (await (this.iterativeScan ??= supportsIterativeScan(this.db)));
    const hits = await this.nearest(organizationId, embedding, k, iterative ? 'index-iterative' : 'index');
    // HNSW filters after walking the graph: with few vectors for this organization it can come back short.
    // An exact scan of the organization's own rows then gives the true k nearest.
    return hits.length < k ? this.nearest(organizationId, embedding, k, 'exact') : hits;
  }

  async removeDocument(organizationId: string, documentId: string): Promise<void> {
    if (!(await this.tableExists())) return;
    await this.db.query(`DELETE FROM ${VECTOR_TABLE} WHERE organization_id = $1 AND document_id = $2`, [organizationId, documentId]);
  }

  private async nearest(organizationId: string, embedding: number[], k: number, mode: 'index' | 'index-iterative' | 'exact') {
    const rows: Array<{ chunk_id: string; distance: number | string }> = await this.db.transaction(async (tx) => {
      if (mode === 'index-iterative') await tx.query(`SET LOCAL hnsw.iterative_scan = 'relaxed_order'`);
      if (mode === 'exact') await tx.query('SET LOCAL enable_indexscan = off');
      else await tx.query(`SET LOCAL hnsw.ef_search = ${Math.min(1000, Math.max(40, k))}`);
      return tx.query(
        `SELECT chunk_id, embedding <=> $1::vector AS distance FROM ${VECTOR_TABLE}
          WHERE organization_id = $2 ORDER BY embedding <=> $1::vector LIMIT $3`,
        [vectorLiteral(embedding), organizationId, k],
      );
    });
    // relaxed_order may return neighbours slightly out of order.
    return rows.map((r) => ({ chunkId: r.chunk_id, distance: Number(r.distance) })).sort((a, b) => a.distance - b.distance);
  }

  private async ready(length: number): Promise<void> {
    if (this.dimensions === null) {
      await ensureVectorTable(this.db, length);
      this.dimensions = length;
    }
    this.checkLength(length);
  }

  private async tableExists(): Promise<boolean> {
    if (this.dimensions === null) this.dimensions = await existingDimensions(this.db);
    return this.dimensions !== null;
  }

  private checkLength(length: number): void {
    if (length !== this.dimensions) throw dimensionMismatch(this.dimensions, length);
  }
}
