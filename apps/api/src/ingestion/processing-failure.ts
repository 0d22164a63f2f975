import { serviceFailureOf } from '../common/errors/service-outage.js';
import { UnreadableDocumentError } from '../rag/rag.types.js';

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

export function classifyFailure(error: unknown): ProcessingFailure {
  if (error instanceof UnreadableDocumentError) return { kind: 'unreadable' };
  return serviceFailureOf(error) ?? { kind: 'internal' };
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
