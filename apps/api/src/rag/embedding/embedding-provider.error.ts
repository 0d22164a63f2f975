import { ServiceOutageError } from '../../common/errors/service-outage.js';

/** The embeddings provider failed after retries (down, misconfigured, or answered something unusable). */
export class EmbeddingProviderError extends ServiceOutageError {
  constructor(message: string, options?: { cause?: unknown }) {
    super('the embeddings service', message, options);
    this.name = 'EmbeddingProviderError';
  }
}
