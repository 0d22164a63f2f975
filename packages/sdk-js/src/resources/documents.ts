import { sleep } from '@pagewise/protocol';
import type { RequestOptions } from '../core/request.js';
import { uploadForm } from '../core/uploads.js';
import { APITimeoutError, PagewiseError } from '../errors.js';
import type { Document, DocumentDeleteResponse, DocumentDetail, DocumentListItem, DocumentUploadParams } from '../types.js';
import type { Send } from './resource.js';

export interface WaitOptions extends RequestOptions {
  /** Milliseconds between checks; default 1000. */
  pollInterval?: number;
  /** Give up after this many milliseconds; default 300000 (5 minutes). */
  maxWait?: number;
  /** Called with the document after every check. */
  onProgress?: (document: DocumentDetail) => void;
}

export class Documents {
  constructor(private readonly request: Send) {}

  /** Needs `documents:upload`. The document starts as `processing`; see `waitUntilProcessed`. */
  async upload(params: DocumentUploadParams, opts?: RequestOptions): Promise<Document> {
    return this.request({ method: 'POST', path: '/v1/documents', body: await uploadForm(params) }, opts);
  }

  /** Needs `documents:list`. Newest first; each with the pages skipped when it was processed (`skipped_pages`). */
  list(opts?: RequestOptions): Promise<DocumentListItem[]> {
    return this.request({ method: 'GET', path: '/v1/documents' }, opts);
  }

  get(documentId: string, opts?: RequestOptions): Promise<DocumentDetail> {
    return this.request({ method: 'GET', path: `/v1/documents/${encodeURIComponent(documentId)}` }, opts);
  }

  /**
   * Needs `documents:list`. The original PDF as uploaded, as a Blob of type application/pdf (in a page:
   * `URL.createObjectURL(blob)`; in Node: `Buffer.from(await blob.arrayBuffer())`).
   */
  file(documentId: string, opts?: RequestOptions): Promise<Blob> {
    return this.request({ method: 'GET', path: `/v1/documents/${encodeURIComponent(documentId)}/file`, blob: true }, opts);
  }

  /**
   * Needs `documents:list` (or a publishable key while the widget setting `page_viewer` is on). One page drawn
   * as a PNG Blob at 150 dpi, to show a source's `highlight` over it: scale its rectangles by the image's width
   * over `page_width` and flip y. A page the document does not have is refused with NotFoundError.
   */
  pageImage(documentId: string, page: number, opts?: RequestOptions): Promise<Blob> {
    return this.request({ method: 'GET', path: `/v1/documents/${encodeURIComponent(documentId)}/pages/${page}/image`, blob: true }, opts);
  }

  /**
   * Needs `documents:upload`. Processes a `failed` document again from its stored file, for instance once the
   * cause of the failure is fixed; resolves with it back in `processing` (see `waitUntilProcessed`). A document
   * that is not failed is refused with UnprocessableEntityError (code `document_not_failed`).
   */
  reprocess(documentId: string, opts?: RequestOptions): Promise<DocumentDetail> {
    return this.request({ method: 'POST', path: `/v1/documents/${encodeURIComponent(documentId)}/reprocess` }, opts);
  }

  /** Needs `documents:delete`. Deletion is permanent. */
  delete(documentId: string, opts?: RequestOptions): Promise<DocumentDeleteResponse> {
    return this.request({ method: 'DELETE', path: `/v1/documents/${encodeURIComponent(documentId)}` }, opts);
  }

  /**
   * Polls until the document is `processed` and resolves with it. Rejects with a PagewiseError
   * (code `document_failed`, the API's reason in the message) if processing failed.
   */
  async waitUntilProcessed(documentId: string, opts: WaitOptions = {}): Promise<DocumentDetail> {
    const { pollInterval = 1000, maxWait = 300_000, onProgress, ...requestOpts } = opts;
    const deadline = Date.now() + maxWait;
    for (;;) {
      const document = await this.get(documentId, requestOpts);
      onProgress?.(document);
      if (document.status === 'processed') return document;
      if (document.status === 'failed') {
        throw new PagewiseError(`Document ${documentId} could not be processed: ${document.error ?? 'no reason given'}`, {
          code: 'document_failed',
        });
      }
      if (Date.now() + pollInterval > deadline) {
        throw new APITimeoutError(`Document ${documentId} was still processing after ${maxWait} ms.`);
      }
      // An abort ends the wait; the next check then throws APIUserAbortError.
      await sleep(pollInterval, requestOpts.signal);
    }
  }
}
