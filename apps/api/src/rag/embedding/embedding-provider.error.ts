/** The embeddings provider failed after retries (down, misconfigured, or answered something unusable). */
export class EmbeddingProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'EmbeddingProviderError';
  }
}
