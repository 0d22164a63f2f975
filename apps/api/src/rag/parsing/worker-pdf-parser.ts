import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PdfPage } from '../rag.types.js';
import type { PageLayout, ParsedPage, SkippedPage } from './page-layout.js';
import type { ParsedDocument, PdfParser } from './pdf-parser.port.js';
import { normalizePages, normalizeText } from './normalize-text.js';
import { DEFAULT_PDF_PARSE_LIMITS, type PdfParseLimits } from '../../config/reading-limits.js';
import { PDF_TEXT_PROCESS_SOURCE } from './pdf-text-process.source.js';
import { ParserProcessPool } from './parser-process.js';
import { overLimit, type ParseBound, unreadable } from './unreadable-messages.js';

export type PdfParserLimits = Partial<PdfParseLimits>;

export interface PdfParserPoolOptions {
  /** Parser processes alive at most (INGESTION_CONCURRENCY): one per document in hand, each of one organization. */
  processes?: number;
  /** Documents read at once at most (INGESTION_PARSERS; default `processes`). */
  reads?: number;
  /** Reads per process before it is replaced by a fresh one. */
  readsPerProcess?: number;
  /** An idle process is ended after this long. */
  idleMs?: number;
  /** Processes kept started and warm from the start, for no organization yet (INGESTION_SPARE_PARSERS). */
  spares?: number;
  /** A read this long no longer holds up the next file (INGESTION_SLOW_AFTER_MS; 0: off). */
  slowAfterMs?: number;
}

/**
 * A page as the process reads it: its layout comes without the text (said once, in `text`); `damaged`: pdf.js's
 * message for a page it could not read.
 */
type ProcessPage = PdfPage & { layout?: Omit<PageLayout, 'text'>; damaged?: string };
type WorkerReply = { ok: true; title?: string; pages: ProcessPage[] } | { ok: false; kind: 'encrypted' | 'corrupt'; message: string };
type ProcessReply = WorkerReply | { ok: false; over: ParseBound; found: number };

const pdfParsePath = createRequire(import.meta.url).resolve('pdf-parse');
/**
 * pdf.js's worker code from the pdfjs-dist that pdf-parse itself depends on (the same version, which pdf.js
 * checks), legacy build for Node 20; `npm ci` patches it (patches/pdfjs-dist+*.patch) to report ActualText.
 */
const pdfWorkerPath = createRequire(pdfParsePath).resolve('pdfjs-dist/legacy/build/pdf.worker.mjs');
const pdfjsRoot = join(dirname(pdfWorkerPath), '..', '..');

/**
 * pdf.js's data from pdfjs-dist's own folders, read from disk (file paths with a trailing slash), never fetched:
 * its CMaps (encoding → CID → Unicode), without which CJK and other CID-keyed text reads as nothing, and its
 * standard font data (the glyphs of fonts a file names but does not embed), which drawing a page needs.
 */
export const PDFJS_DATA = {
  cMapUrl: `${join(pdfjsRoot, 'cmaps')}/`,
  standardFontDataUrl: `${join(pdfjsRoot, 'standard_fonts')}/`,
};

/**
 * Where the parser process loads its code and data from: absolute paths, resolved here where node_modules is known.
 * The CMaps only: with the standard font data, pdf.js (5.4) maps the text of some fonts it does not find embedded
 * through the substitute's glyphs instead of the file's encoding. On pdf.js's own test PDFs it gained no word and
 * garbled two documents' text ("PLAN_LATO_2014" read as "3/$1B/$72B", Czech letters swapped), lost the spaces
 * between the letters of a third and 1 % of a fourth's text; text extraction does not draw glyphs, so it does not
 * need them.
 */
export const PARSER_MODULES = { pdfParsePath, pdfWorkerPath, cMapUrl: PDFJS_DATA.cMapUrl };

/** Why a page the parser could not read was skipped, as GET /v1/documents/{id} shows it. */
export const DAMAGED_PAGE: SkippedPage = {
  reason: 'damaged',
  message: 'This page is damaged in the file and could not be read; the rest of the document was read.',
};

const clip = (message: string) => (message.length > 500 ? `${message.slice(0, 500)}…` : message);

/** The two-page PDF a spare process reads while it waits (scripts/parser-warm-up-pdf.mjs); none if it is missing. */
function warmUpSample(): Uint8Array | undefined {
  try {
    return new Uint8Array(readFileSync(new URL('../../../assets/parser-warm-up.pdf', import.meta.url)));
  } catch {
    return undefined;
  }
}

/**
 * Parses PDFs in parser processes of their own, each read bounded in decoded bytes, pages, text, time and memory
 * (PdfParseLimits), so a hostile or huge file costs one killed process instead of the API's memory. The
 * processes are pooled (ParserProcessPool): one reads file after file of the same organization, never another
 * organization's, and is replaced when it is killed, dies, or has read `readsPerProcess` files.
 */
export class WorkerPdfParser implements PdfParser, OnApplicationShutdown {
  private readonly logger = new Logger('PdfParser');
  private readonly limits: PdfParseLimits;
  private readonly pool: ParserProcessPool;

  constructor(limits: PdfParserLimits = {}, pool: PdfParserPoolOptions = {}) {
    this.limits = { ...DEFAULT_PDF_PARSE_LIMITS, ...limits };
    this.pool = new ParserProcessPool(PDF_TEXT_PROCESS_SOURCE, this.limits, {
      size: pool.processes ?? 2,
      reads: pool.reads,
      maxReadsPerProcess: pool.readsPerProcess ?? 100,
      idleMs: pool.idleMs ?? 30_000,
      warmUp: { warmUp: true, ...PARSER_MODULES, limits: this.limits },
      spareWarmUp: { warmUp: true, ...PARSER_MODULES, limits: this.limits, sample: warmUpSample() },
      spares: pool.spares ?? 0,
      slowAfterMs: pool.slowAfterMs,
    });
    // The spares start now, beside the rest of the API's start-up, so that the first upload finds one ready.
    this.pool.prepare();
  }

  /** `isolation` names who the file belongs to (the organization): a process never reads two owners' files. */
  async parse(bytes: Uint8Array, isolation = '', documentId?: string): Promise<ParsedDocument> {
    const reply = await this.runWorker(bytes, isolation);
    // pdf.js's own words go to the log (with the document), for whoever looks into why; the user gets a sentence.
    const context = { document_id: documentId, organization_id: isolation || undefined };
    if (!reply.ok) {
      this.logger.warn({ ...context, reason: reply.kind, pdfjs_error: clip(reply.message) }, 'A PDF could not be read');
      throw unreadable(reply.kind);
    }
    const texts = normalizePages(reply.pages);
    const pages = reply.pages.map((read, i): ParsedPage => {
      if (read.damaged !== undefined) {
        this.logger.warn({ ...context, page: read.page, pdfjs_error: clip(read.damaged) }, 'A page of a PDF could not be read and was skipped');
        return { page: read.page, text: '', skipped: DAMAGED_PAGE };
      }
      const text = texts[i].text.trim();
      const page: ParsedPage = { page: read.page, text };
      if (read.layout) page.layout = { ...read.layout, text: read.text };
      // Read, but no letter or digit on it: a scanned or drawn page (or a blank one), for OCR to look at.
      if (!/[\p{L}\p{N}]/u.test(text)) page.needsOcr = true;
      return page;
    });
    const title = reply.title && normalizeText(reply.title).trim();
    return title ? { pages, title } : { pages };
  }

  onApplicationShutdown(): void {
    this.pool.close();
  }

  /** Runs one read in a parser process; a bound passed becomes the document's failure reason. */
  private async runWorker(bytes: Uint8Array, isolation: string): Promise<WorkerReply> {
    const outcome = await this.pool.run<ProcessReply>({ ...PARSER_MODULES, bytes, limits: this.limits }, isolation);
    if ('stopped' in outcome) {
      if (outcome.stopped === 'crash') throw unreadable('corrupt');
      throw overLimit(outcome.stopped, this.limits);
    }
    const reply = outcome.reply;
    if (!reply.ok && 'over' in reply) throw overLimit(reply.over, this.limits, reply.found);
    return reply;
  }
}
