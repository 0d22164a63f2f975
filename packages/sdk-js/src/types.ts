// The /v1 request and response shapes, in the API's own field names (snake_case). They are generated from
// docs/openapi.json in @pagewise/protocol (bundled into this package's files), so they cannot drift from the API.
import type { ChatParams, DocumentUploadForm } from '@pagewise/protocol/types';

export type * from '@pagewise/protocol/types';

/** Anything that holds the bytes of a PDF: File, Blob, bytes, a web stream or a Node stream. */
export type Uploadable =
  | Blob
  | Uint8Array
  | ArrayBuffer
  | ReadableStream<Uint8Array>
  | AsyncIterable<Uint8Array | string>;

/** The multipart form of POST /v1/documents, with the file as anything that holds its bytes. */
export type DocumentUploadParams = Omit<DocumentUploadForm, 'file'> & {
  file: Uploadable;
};

export type ChatStreamParams = ChatParams;
