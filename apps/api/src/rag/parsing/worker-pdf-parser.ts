import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { PdfPage } from '../rag.types.js';
import type { PdfParser } from './pdf-parser.port.js';
import { normalizePages, normalizeText } from './normalize-text.js';
import { PDF_TEXT_WORKER_SOURCE } from './pdf-text-worker.source.js';
import { unreadable } from './unreadable-messages.js';

export interface PdfParserLimits {
  timeoutMs: number;
  maxMemoryMb: number;
}

type WorkerReply = { ok: true; title?: string; pages: PdfPage[] } | { ok: false; kind: 'encrypted' | 'corrupt'; message: string };

const pdfParsePath = createRequire(import.meta.url).resolve('pdf-parse');

/**
 * Parses each PDF in its own worker thread with a heap cap and a deadline, so a hostile or huge file
 * costs one terminated worker instead of the API process.
 */
export class WorkerPdfParser implements PdfParser {
  constructor(private readonly limits: PdfParserLimits) {}

  async parse(bytes: Uint8Array): Promise<{ pages: PdfPage[]; title?: string }> {
    const reply = await this.runWorker(bytes);
    if (!reply.ok) throw unreadable(reply.kind);
    const pages = normalizePages(reply.pages).map((p) => ({ page: p.page, text: p.text.trim() }));
    // Scans and image-only files have pages but no letters or digits anywhere.
    if (!pages.some((p) => /[\p{L}\p{N}]/u.test(p.text))) throw unreadable('no_text');
    const title = reply.title && normalizeText(reply.title).trim();
    return title ? { pages, title } : { pages };
  }

  private runWorker(bytes: Uint8Array): Promise<WorkerReply> {
    // The worker gets its own copy, moved rather than cloned: the caller keeps its bytes, memory is not doubled.
    const copy = new Uint8Array(bytes);
    return new Promise((resolve, reject) => {
      const worker = new Worker(PDF_TEXT_WORKER_SOURCE, {
        eval: true,
        workerData: { pdfParsePath, bytes: copy },
        transferList: [copy.buffer],
        resourceLimits: { maxOldGenerationSizeMb: this.limits.maxMemoryMb },
        stdout: true,
        stderr: true,
      });
      // pdf.js prints font warnings; drain them instead of mixing them into the API's logs.
      worker.stdout.resume();
      worker.stderr.resume();
      let settled = false;
      const finish = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        void worker.terminate();
        outcome();
      };
      const timer = setTimeout(() => finish(() => reject(unreadable('timeout'))), this.limits.timeoutMs);
      worker.once('message', (reply: WorkerReply) => finish(() => resolve(reply)));
      worker.once('error', (error: NodeJS.ErrnoException) =>
        finish(() => reject(unreadable(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'too_complex' : 'corrupt'))),
      );
      worker.once('exit', () => finish(() => reject(unreadable('corrupt'))));
    });
  }
}
