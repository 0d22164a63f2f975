/** Turns texts into vectors. The default configuration has none: retrieval is keyword-only then. */
export interface Embedder {
  /** Vector length, known after the first call or from EMBEDDINGS_DIMENSIONS. */
  readonly dimensions: number | null;
  /** Embeds in batches; returns one vector per text, in order. */
  embed(texts: string[], signal?: AbortSignal): Promise<number[][]>;
}

export const EMBEDDER = Symbol('Embedder');
