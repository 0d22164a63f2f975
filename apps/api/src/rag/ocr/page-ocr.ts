import { DEFAULT_OCR_LIMITS, type OcrLimits } from '../../config/reading-limits.js';
import { normalizeText } from '../parsing/normalize-text.js';
import { ocrLanguageDir, PAGE_IMAGE_MODULES } from '../parsing/page-image-modules.js';
import { type PageImageFailure, type PageImagePoolOptions, pageImagePool } from '../parsing/page-renderer.js';
import type { ParserProcessPool, ParserStop } from '../parsing/parser-process.js';
import { languageSets, type OcrLanguageCode } from './ocr-languages.js';
import { type OcrLine, type OcrPageLayout, ocrPageLayout } from './ocr-layout.js';

/** Why a scanned page was left out, in the shape of the parser's skipped pages. */
export interface SkippedScan {
  reason: 'blank' | 'ocr_low_confidence' | 'ocr_timeout' | 'ocr_too_complex' | 'damaged';
  message: string;
}

export type OcrPage =
  | { page: number; text: string; layout: OcrPageLayout; confidence: number; languages: string }
  | { page: number; skipped: SkippedScan };

export interface OcrRequest {
  /** The pages to read (1-based), in order. */
  pages: number[];
  /** The languages the page may be in (the plan's, narrowed by the organization's setting). */
  languages: readonly OcrLanguageCode[];
  /** Who the file belongs to (the organization): a process never reads two owners' files. */
  isolation: string;
  /** Names the document, so that its pages are read from one opened copy. */
  documentKey: string;
  /** Before each page: `done` pages of `total` are read. */
  onPage?: (done: number, total: number) => void;
}

type ProcessReply =
  | { ok: true; page: number; view: [number, number, number, number]; blank: boolean; confidence: number; language: number; lines: OcrLine[] }
  | PageImageFailure;

/**
 * Reads scanned pages with tesseract.js (LSTM models from the @tesseract.js-data packages, nothing fetched), one
 * page per job in the page image processes, so each page is bounded in time and memory on its own and the
 * pages of several documents take turns. The script found on one page is tried first on the next.
 */
export class PageOcr {
  readonly limits: OcrLimits;
  private readonly pool: ParserProcessPool;

  constructor(limits: Partial<OcrLimits> = {}, pool: PageImagePoolOptions = {}) {
    this.limits = { ...DEFAULT_OCR_LIMITS, ...limits };
    this.pool = pageImagePool({ timeoutMs: this.limits.pageTimeoutMs, maxMemoryMb: this.limits.maxMemoryMb, maxPixels: this.limits.maxPixels }, pool);
  }

  async read(bytes: Uint8Array, request: OcrRequest): Promise<OcrPage[]> {
    const sets = languageSets(request.languages);
    if (!sets.length) throw new Error('OCR needs at least one language');
    const modules = { ...PAGE_IMAGE_MODULES, languageDir: ocrLanguageDir() };
    const limits = { timeoutMs: this.limits.pageTimeoutMs, maxMemoryMb: this.limits.maxMemoryMb };
    const pages: OcrPage[] = [];
    let prefer: number | null = null;
    for (const [done, page] of request.pages.entries()) {
      request.onPage?.(done, request.pages.length);
      const outcome: { reply: ProcessReply } | { stopped: ParserStop } = await this.pool.run<ProcessReply>(
        {
          kind: 'ocr',
          modules,
          limits,
          bytes: bytes.slice(),
          documentKey: request.documentKey,
          page,
          maxPixels: this.limits.maxPixels,
          languages: sets,
          prefer,
          minConfidence: this.limits.minConfidence,
        },
        request.isolation,
      );
      if ('stopped' in outcome) {
        pages.push({ page, skipped: this.stopped(outcome.stopped) });
        continue;
      }
      const reply: ProcessReply = outcome.reply;
      if (!reply.ok) {
        pages.push({ page, skipped: 'over' in reply ? this.stopped('memory') : this.stopped('crash') });
        continue;
      }
      pages.push(this.outcome(reply, sets));
      if (!reply.blank && reply.confidence >= this.limits.minConfidence) prefer = reply.language;
    }
    request.onPage?.(request.pages.length, request.pages.length);
    return pages;
  }

  onApplicationShutdown(): void {
    this.pool.close();
  }

  private outcome(reply: Extract<ProcessReply, { ok: true }>, sets: string[]): OcrPage {
    const { page } = reply;
    const layout = ocrPageLayout(page, reply.view, reply.lines);
    if (reply.blank || !/[\p{L}\p{N}]/u.test(layout.text)) return { page, skipped: { reason: 'blank', message: 'This scanned page is blank: no text was found on it.' } };
    if (reply.confidence < this.limits.minConfidence) {
      return {
        page,
        skipped: {
          reason: 'ocr_low_confidence',
          message: `The text of this scanned page could not be read reliably (recognition confidence ${reply.confidence}%, below ${this.limits.minConfidence}%). A sharper scan, at 300 dpi, reads better.`,
        },
      };
    }
    return { page, text: normalizeText(layout.text), layout, confidence: reply.confidence, languages: sets[reply.language] };
  }

  private stopped(cause: ParserStop): SkippedScan {
    if (cause === 'time') return { reason: 'ocr_timeout', message: `Reading this scanned page took longer than ${Math.round(this.limits.pageTimeoutMs / 1000)} seconds, the limit.` };
    if (cause === 'memory') return { reason: 'ocr_too_complex', message: `Reading this scanned page needs more than ${this.limits.maxMemoryMb} MB of memory, the limit.` };
    return { reason: 'damaged', message: 'This page could not be drawn to be read: it is damaged.' };
  }
}
