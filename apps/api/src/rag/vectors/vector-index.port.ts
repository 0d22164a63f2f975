/** Stores chunk vectors and finds the nearest ones, always within one organization. */
export interface VectorHit {
  chunkId: string;
  /** Cosine distance (0 = same direction). */
  distance: number;
}

export interface VectorItem {
  chunkId: string;
  documentId: string;
  embedding: number[];
}

export interface VectorIndex {
  readonly backend: 'pgvector' | 'chroma';
  upsert(organizationId: string, items: VectorItem[]): Promise<void>;
  /** Never silently empty when the organization has vectors: filtered search must still find k hits. */
  search(organizationId: string, embedding: number[], k: number): Promise<VectorHit[]>;
  removeDocument(organizationId: string, documentId: string): Promise<void>;
}

/** Resolves to null when no embedder is configured (keyword retrieval only). */
export const VECTOR_INDEX = Symbol('VectorIndex');
