import { createRequire } from 'node:module';
import type { PdfPage } from '../rag.types.js';
import type { PdfParser } from './pdf-parser.port.js';
import { normalizePages, normalizeText } from './normalize-text.js';
import { DEFAULT_PDF_PARSE_LIMITS, type PdfParseLimits } from './parse-limits.js';
import { PDF_TEXT_PROCESS_SOURCE } from './pdf-text-process.source.js';
import { runInParserProcess } from './parser-process.js';
import { overLimit, type ParseBound, unreadable } from './unreadable-messages.js';

export type PdfParserLimits = Partial<PdfParseLimits>;

type WorkerReply = { ok: true; title?: string; pages: PdfPage[] } | { ok: false; kind: 'encrypted' | 'corrupt'; message: string };
type ProcessReply = WorkerReply | { ok: false; over: ParseBound; found: number };

const pdfParsePath = createRequire(import.meta.url).resolve('pdf-parse');

/**
 * Parses each PDF in its own process, bounded in decoded bytes, pages, text, time and memory (PdfParseLimits),
 * so a hostile or huge file costs one killed process instead of the API's memory.
 */
export class WorkerPdfParser implements PdfParser {
  private readonly limits: PdfParseLimits;

  constructor(limits: PdfParserLimits = {}) {
    this.limits = { ...DEFAULT_PDF_PARSE_LIMITS, ...limits };
  }

  async parse(bytes: Uint8Array): Promise<{ pages: PdfPage[]; title?: string }> {
    const reply = await this.runWorker(bytes);
    if (!reply.ok) throw unreadable(reply.kind);
    const pages = normalizePages(reply.pages).map((p) => ({ page: p.page, text: p.text.trim() }));
    // Scans and image-only files have pages but no letters or digits anywhere.
    if (!pages.some((p) => /[\p{L}\p{N}]/u.test(p.text))) throw unreadable('no_text');
    const title = reply.title && normalizeText(reply.title).trim();
    return title ? { pages, title } : { pages };
  }

  /** Runs one read in a fresh parser process; a bound passed becomes the document's failure reason. */
  private async runWorker(bytes: Uint8Array): Promise<WorkerReply> {
    const outcome = await runInParserProcess<ProcessReply>(PDF_TEXT_PROCESS_SOURCE, { pdfParsePath, bytes, limits: this.limits }, this.limits);
    if ('stopped' in outcome) {
      if (outcome.stopped === 'crash') throw unreadable('corrupt');
      throw overLimit(outcome.stopped, this.limits);
    }
    const reply = outcome.reply;
    if (!reply.ok && 'over' in reply) throw overLimit(reply.over, this.limits, reply.found);
    return reply;
  }
}
