import { EmbeddingProviderError } from '../rag/embedding/embedding-provider.error.js';
import { UnreadableDocumentError } from '../rag/rag.types.js';
import { VectorIndexError } from '../rag/vectors/vector-index.error.js';

/**
 * Why processing a document failed, decided from the error:
 * - unreadable: the file itself (encrypted, damaged, no text): fails at once with the parser's sentence;
 * - data: the database refused what the document holds (SQLSTATE classes 22, 23, 54): fails at once;
 * - outage: a service was away (connection lost, timeout, serialization failure, deadlock, shutdown): retried
 *   with backoff, and fails only once the attempts are spent;
 * - internal: anything else, a fault on our side that trying again would only repeat: fails at once.
 */
export type FailureKind = 'unreadable' | 'data' | 'outage' | 'internal';

export interface ProcessingFailure {
  kind: FailureKind;
  /** The service that was away (outages only), in words for the document's error. */
  service?: string;
}

const DATA_CLASSES = ['22', '23', '54'];
/** Connection exceptions, transaction rollbacks (40001, 40P01), insufficient resources, lock not available. */
const OUTAGE_CLASSES = ['08', '40', '53'];
const OUTAGE_STATES = ['55P03', '57014', '57P01', '57P02', '57P03'];
const NETWORK_ERRORS = ['ECONNRESET', 'ECONNREFUSED', 'ETIMEDOUT', 'EPIPE', 'EAI_AGAIN', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH'];
/** node-postgres reports a lost or unobtainable connection in words only. */
const LOST_CONNECTION = /connection terminated|timeout exceeded when trying to connect|connection error|not queryable/i;

export function classifyFailure(error: unknown): ProcessingFailure {
  if (error instanceof UnreadableDocumentError) return { kind: 'unreadable' };
  if (error instanceof EmbeddingProviderError) return { kind: 'outage', service: 'the embeddings service' };
  if (error instanceof VectorIndexError) return { kind: 'outage', service: 'the vector index' };
  for (const cause of causes(error)) {
    const code = typeof cause.code === 'string' ? cause.code : '';
    if (/^[0-9A-Z]{5}$/.test(code)) {
      if (DATA_CLASSES.includes(code.slice(0, 2))) return { kind: 'data' };
      if (OUTAGE_CLASSES.includes(code.slice(0, 2)) || OUTAGE_STATES.includes(code)) return { kind: 'outage', service: 'the database' };
    }
    if (NETWORK_ERRORS.includes(code) || LOST_CONNECTION.test(String(cause.message ?? ''))) {
      return { kind: 'outage', service: 'the database' };
    }
    if (cause.name === 'TimeoutError') return { kind: 'outage', service: 'a service it needs' };
  }
  return { kind: 'internal' };
}

/** The error, what it wraps (TypeORM's driverError, `cause`), and so on down. */
function causes(error: unknown): Array<{ code?: unknown; message?: unknown; name?: unknown }> {
  const out = [];
  const seen = new Set<unknown>();
  for (let e = error; e && typeof e === 'object' && !seen.has(e) && out.length < 5; ) {
    seen.add(e);
    out.push(e as { code?: unknown; message?: unknown; name?: unknown });
    const next = e as { driverError?: unknown; cause?: unknown };
    e = next.driverError ?? next.cause;
  }
  return out;
}

/** The document's `error`: what happened and what to do next (see docs/api.md). */
export function failureReason(failure: ProcessingFailure, error: unknown, attempts: number): string {
  switch (failure.kind) {
    case 'unreadable':
      return (error as Error).message;
    case 'data':
      return (
        'This PDF holds text that could not be stored. Save it again from its source (or print it to a new PDF) and ' +
        'upload that; if it still fails, give your administrator the document id: the server log has the cause.'
      );
    case 'outage':
      return (
        `Processing stopped after ${attempts} attempts: ${failure.service} was unavailable. ` +
        `The file is kept: re-process the document once ${failure.service} is back.`
      );
    case 'internal':
      return (
        'Processing stopped on an unexpected error on our side. The file is kept: re-process the document once ' +
        "it is fixed; the server log has the cause under this document's id."
      );
  }
}
