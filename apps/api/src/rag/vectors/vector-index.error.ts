import { ServiceOutageError } from '../../common/errors/service-outage.js';

/** The vector store refused or failed an operation (wrong vector length, store unreachable). */
export class VectorIndexError extends ServiceOutageError {
  constructor(message: string, options?: { cause?: unknown }) {
    super('the vector index', message, options);
    this.name = 'VectorIndexError';
  }
}
