import { ChromaClient, ChromaNotFoundError, type Collection } from 'chromadb';
import type { VectorHit, VectorIndex, VectorItem } from './vector-index.port.js';
import { VectorIndexError } from './vector-index.error.js';

const UPSERT_BATCH = 500;

/** Parses CHROMA_URL (http://host:port) into the client's options. */
export function chromaClientFor(url: string, headers?: Record<string, string>): ChromaClient {
  const parsed = new URL(url);
  const ssl = parsed.protocol === 'https:';
  const port = parsed.port ? Number(parsed.port) : ssl ? 443 : 80;
  return new ChromaClient({ host: parsed.hostname, port, ssl, headers });
}

/**
 * Vectors in a Chroma server: one collection per organization (cosine space), so one organization's
 * search can never see another's vectors and needs no filter. Embeddings are always given explicitly;
 * Chroma's own embedding function is never used.
 */
export class ChromaIndex implements VectorIndex {
  readonly backend = 'chroma' as const;
  private readonly collections = new Map<string, Promise<Collection>>();

  constructor(
    private readonly client: ChromaClient,
    private readonly prefix = 'pagewise-org-',
  ) {}

  async upsert(organizationId: string, items: VectorItem[]): Promise<void> {
    if (!items.length) return;
    const collection = await this.collection(organizationId, true);
    for (let start = 0; start < items.length; start += UPSERT_BATCH) {
      const batch = items.slice(start, start + UPSERT_BATCH);
      await this.guard('store vectors in', () =>
        collection!.upsert({
          ids: batch.map((i) => i.chunkId),
          embeddings: batch.map((i) => i.embedding),
          metadatas: batch.map((i) => ({ document_id: i.documentId })),
        }),
      );
    }
  }

  async search(organizationId: string, embedding: number[], k: number): Promise<VectorHit[]> {
    const collection = await this.collection(organizationId, false);
    if (!collection || k <= 0) return [];
    const result = await this.guard('search', () =>
      collection.query({ queryEmbeddings: [embedding], nResults: k, include: ['distances'] }),
    );
    const ids = result.ids[0] ?? [];
    const distances = result.distances?.[0] ?? [];
    return ids.map((chunkId, i) => ({ chunkId, distance: Number(distances[i] ?? 1) }));
  }

  async removeDocument(organizationId: string, documentId: string): Promise<void> {
    const collection = await this.collection(organizationId, false);
    if (collection) await this.guard('delete vectors from', () => collection.delete({ where: { document_id: documentId } }));
  }

  private async collection(organizationId: string, create: boolean): Promise<Collection | null> {
    const name = `${this.prefix}${organizationId}`;
    const cached = this.collections.get(name);
    if (cached) return cached;
    if (!create) {
      const existing = await this.guard('open', async () => {
        try {
          return await this.client.getCollection({ name });
        } catch (error) {
          if (error instanceof ChromaNotFoundError) return null;
          throw error;
        }
      });
      if (existing) this.collections.set(name, Promise.resolve(existing));
      return existing;
    }
    const opening = this.client.getOrCreateCollection({
      name,
      configuration: { hnsw: { space: 'cosine' } },
      embeddingFunction: null,
    });
    this.collections.set(name, opening);
    return this.guard('open', () => opening).catch((error) => {
      this.collections.delete(name);
      throw error;
    });
  }

  private async guard<T>(action: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw new VectorIndexError(`Could not ${action} the Chroma collection: ${(error as Error).message}`, { cause: error });
    }
  }
}
