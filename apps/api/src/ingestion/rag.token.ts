export type { RagPort } from '../rag/rag.types.js';
/** Injection token of the RAG engine (RagPort). */
export const RAG = Symbol('RagPort');
