/** The vector store refused or failed an operation (wrong vector length, store unreachable). */
export class VectorIndexError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'VectorIndexError';
  }
}
