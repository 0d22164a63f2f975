import { type ParseBound, unreadable } from './unreadable-messages.js';
import { PAGE_IMAGE_MODULES } from './page-image-modules.js';
import { PAGE_IMAGE_PROCESS_SOURCE } from './page-image-process.source.js';
import { ParserProcessPool } from './parser-process.js';
import { UnreadableDocumentError } from '../rag.types.js';

/** What drawing one page may cost. */
export interface PageRenderLimits {
  /** Wall time of one page. */
  timeoutMs: number;
  /** Resident memory of the process that draws. */
  maxMemoryMb: number;
  /** The largest image drawn, in pixels: a page asked for at more is drawn smaller (and any picture in a PDF
   *  larger than this is left out). 40 M is an A4 page at 600 dpi. */
  maxPixels: number;
}

export const DEFAULT_PAGE_RENDER_LIMITS: PageRenderLimits = { timeoutMs: 30_000, maxMemoryMb: 1024, maxPixels: 40_000_000 };

export interface RenderRequest {
  /** 1-based. */
  page: number;
  /** Resolution; by default a page that is one scanned picture is drawn at the picture's own (150–400 dpi), any other at 300. */
  dpi?: number;
  /** `png` (default): PNG bytes; `grey`: one byte per pixel, row by row, 0 black. */
  format?: 'png' | 'grey';
  /** Names the document, so that several pages of one document are read from one opened copy. */
  documentKey?: string;
}

export interface RenderedPage {
  page: number;
  /** Pixels. */
  width: number;
  height: number;
  /** Pixels per PDF point. */
  scale: number;
  /** The page's view box in PDF user space, [x0, y0, x1, y1]. */
  view: [number, number, number, number];
  /** The page's rotation in degrees (0, 90, 180, 270). */
  rotate: number;
  image: Uint8Array;
}

export type PageImageFailure = { ok: false; kind: 'no_page' | 'encrypted' | 'corrupt'; message: string } | { ok: false; over: 'memory'; found: number };

/** A page that is not in the document. */
export class NoSuchPageError extends Error {
  override name = 'NoSuchPageError';
}

export interface PageImagePoolOptions {
  /** Processes alive at most (each holds to one organization). */
  processes?: number;
  /** Pages drawn at once at most. */
  reads?: number;
  idleMs?: number;
  readsPerProcess?: number;
}

/** The pool of page image processes, shared by the renderer and OCR (page-ocr.ts). */
export function pageImagePool(limits: PageRenderLimits, options: PageImagePoolOptions = {}): ParserProcessPool {
  const warmUp = { warmUp: true, modules: PAGE_IMAGE_MODULES, limits };
  return new ParserProcessPool(PAGE_IMAGE_PROCESS_SOURCE, limits, {
    size: options.processes ?? 2,
    reads: options.reads,
    maxReadsPerProcess: options.readsPerProcess ?? 200,
    idleMs: options.idleMs ?? 30_000,
    warmUp,
  });
}

/**
 * Draws PDF pages as images with pdf.js on @napi-rs/canvas, in processes of their own bounded in time and memory
 * like the text parser's (a hostile page costs one killed process), one organization's files per process.
 */
export class PageRenderer {
  private readonly limits: PageRenderLimits;
  private readonly pool: ParserProcessPool;

  constructor(limits: Partial<PageRenderLimits> = {}, pool: PageImagePoolOptions = {}) {
    this.limits = { ...DEFAULT_PAGE_RENDER_LIMITS, ...limits };
    this.pool = pageImagePool(this.limits, pool);
  }

  /**
   * `isolation` names who the file belongs to (the organization). Throws NoSuchPageError for a page the document
   * does not have, and UnreadableDocumentError when the page cannot be drawn within the bounds.
   */
  async render(bytes: Uint8Array, request: RenderRequest, isolation = ''): Promise<RenderedPage> {
    const outcome = await this.pool.run<({ ok: true } & RenderedPage) | PageImageFailure>(
      {
        kind: 'render',
        modules: PAGE_IMAGE_MODULES,
        limits: this.limits,
        // A copy: pdf.js takes the bytes it is given.
        bytes: bytes.slice(),
        documentKey: request.documentKey ?? '',
        page: request.page,
        dpi: request.dpi,
        maxPixels: this.limits.maxPixels,
        format: request.format ?? 'png',
      },
      isolation,
    );
    if ('stopped' in outcome) throw pageFailure(outcome.stopped === 'crash' ? 'corrupt' : outcome.stopped, this.limits);
    const reply = outcome.reply;
    if (!reply.ok) {
      if ('over' in reply) throw pageFailure('memory', this.limits);
      if (reply.kind === 'no_page') throw new NoSuchPageError(reply.message);
      throw unreadable(reply.kind);
    }
    const { ok: _ok, ...page } = reply;
    return page;
  }

  onApplicationShutdown(): void {
    this.pool.close();
  }
}

/** A page over the time or memory bound, or a process that died drawing it. */
export function pageFailure(cause: Extract<ParseBound, 'time' | 'memory'> | 'corrupt', limits: PageRenderLimits): UnreadableDocumentError {
  if (cause === 'corrupt') return unreadable('corrupt');
  if (cause === 'time') return new UnreadableDocumentError('timeout', `This page took longer than ${Math.round(limits.timeoutMs / 1000)} seconds to draw.`);
  return new UnreadableDocumentError('too_complex', `This page needs more than ${limits.maxMemoryMb} MB of memory to draw.`);
}
