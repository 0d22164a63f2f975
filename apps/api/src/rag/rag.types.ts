import type { Highlight } from './highlight/locate-sentence.js';
/**
 * The contract between the RAG engine and the features that use it (documents, chat, query).
 * Documents and chat call only RagService (rag.service.ts), which implements these shapes.
 */
import type { SkippedPage } from './parsing/page-layout.js';

/** Text of one PDF page; page numbers start at 1. */
export interface PdfPage {
  page: number;
  text: string;
}

/**
 * Why a PDF could not be read; the error's message is shown to the user as the document's failure reason.
 * too_large: it expands past a decompression bound; timeout and too_complex: past the time or memory bound.
 */
export type UnreadableReason = 'encrypted' | 'no_text' | 'corrupt' | 'timeout' | 'too_complex' | 'too_large' | 'too_many_pages' | 'too_much_text';

export class UnreadableDocumentError extends Error {
  constructor(
    readonly reason: UnreadableReason,
    message: string,
  ) {
    super(message);
    this.name = 'UnreadableDocumentError';
  }
}

/** ocr: scanned pages read so far (`done` of `total`). */
export interface IngestProgress {
  stage: 'parsing' | 'ocr' | 'indexing';
  done: number;
  total: number;
}

/** How a document's scanned pages are read (OCR): in which languages, and how many at most (the first ones). */
export interface ScanReading {
  /** Language data codes: eng, hin, mar, tam. */
  languages: Array<'eng' | 'hin' | 'mar' | 'tam'>;
  maxPages: number;
}

export interface IngestInput {
  organizationId: string;
  documentId: string;
  /** The document's display name; carried into what is indexed. */
  name: string;
  bytes: Uint8Array;
  /** Scanned pages are read as this says; absent or null: they are not read (OCR off). */
  ocr?: ScanReading | null;
  onProgress?: (progress: IngestProgress) => void;
}

/** A page left out of a document, as GET /v1/documents/{id} lists it (`skipped_pages`). */
export type SkippedPageRecord = SkippedPage & { page: number };

export interface IngestResult {
  pages: number;
  chunks: number;
  /** Pages that could not be read and were left out, in page order (blank pages are not among them). */
  skippedPages: SkippedPageRecord[];
}

/** One retrieved passage (the body of POST /v1/query results). */
export interface Passage {
  documentId: string;
  name: string;
  /** The page it cites: where its sentence that best matches the query lies (else its first page). */
  page: number;
  text: string;
  /** Raw ranking score (higher is better; comparable within one query only). */
  score: number;
  /** Calibrated 0..1 (see docs/retrieval.md). */
  confidence: number;
  /** Its sentences and their content words, as stored at ingestion; worked out from `text` when absent. */
  sentences?: SentenceTerms[];
}

/** One sentence of a passage: `text.slice(offset, end)`, and its distinct content words (extractive-terms.ts). */
export interface SentenceTerms {
  offset: number;
  end: number;
  words: string[];
}

/** source_documents[] of chat responses (docs/api.md). */
export interface SourceDocument {
  document_id: string;
  name: string;
  page: number;
  confidence: number;
  snippet: string;
  /** Where the snippet lies on its page; null when the page has no layout or the sentence cannot be located (absent in turns stored before it existed). */
  highlight?: Highlight | null;
}

export interface TokenUsage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
}

/** An earlier turn of the same session, oldest first. */
export interface PriorTurn {
  message: string;
  response: string;
  /** What the answer cited, best first (none when it was not found). */
  sources?: Array<Pick<SourceDocument, 'document_id' | 'name' | 'page'>>;
}

export interface AnswerRequest {
  organizationId: string;
  question: string;
  /** Earlier turns of the session, given only when the caller asked for context. */
  history?: PriorTurn[];
  /** 'en' answers in English (Free plan); 'auto' answers in the question's language (Pro, Enterprise). */
  language: 'en' | 'auto';
  signal?: AbortSignal;
}

/**
 * answered: the answer draws on the documents (an overview, or the question of which document is meant, too).
 * not_found: the documents do not cover the question; the answer says so and cites nothing.
 */
export type AnswerStatus = 'answered' | 'not_found';

export type AnswerEvent =
  | { type: 'token'; token: string }
  | { type: 'done'; answer: string; sources: SourceDocument[]; usage: TokenUsage; status: AnswerStatus };

/** The answer model failed (provider down, bad response); mapped to 500 with the error body. */
export class AnswerModelError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AnswerModelError';
  }
}

/**
 * What RagService offers (implemented in rag.service.ts):
 *   ingest(input: IngestInput): Promise<IngestResult>           throws UnreadableDocumentError
 *   forget(organizationId: string, documentId: string): Promise<void>   chunks + vectors (pgvector or Chroma)
 *   query(organizationId: string, query: string, topK: number): Promise<Passage[]>
 *   answer(request: AnswerRequest): AsyncGenerator<AnswerEvent>   tokens then exactly one 'done' (with its status);
 *                                                                 throws AnswerModelError
 */
export interface RagPort {
  ingest(input: IngestInput): Promise<IngestResult>;
  forget(organizationId: string, documentId: string): Promise<void>;
  query(organizationId: string, query: string, topK: number): Promise<Passage[]>;
  answer(request: AnswerRequest): AsyncGenerator<AnswerEvent>;
}
