import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import type { ParsedPage, SkippedPage } from '../parsing/page-layout.js';
import { type IngestInput, UnreadableDocumentError } from '../rag.types.js';
import type { PageOcr } from './page-ocr.js';

export const PAGE_OCR = Symbol('PageOcr');

const HAS_TEXT = /[\p{L}\p{N}]/u;

/**
 * The OCR step of ingestion: the pages the parser found without a text layer (`needsOcr`) are read by PageOcr,
 * page by page, in the document's languages, up to the document's number of scanned pages; each is given its
 * text and layout, or marked skipped with the reason. Pages with a text layer are left as they are, so a mixed
 * document is read page by page. Progress: `ocr`, pages done of the scanned pages read.
 */
@Injectable()
export class ScannedPages {
  private readonly logger = new Logger('Ocr');

  constructor(@Optional() @Inject(PAGE_OCR) private readonly ocr: PageOcr | null = null) {}

  async read(pages: ParsedPage[], input: Pick<IngestInput, 'bytes' | 'organizationId' | 'documentId' | 'ocr' | 'onProgress'>): Promise<ParsedPage[]> {
    const scans = pages.filter((p) => p.needsOcr);
    if (!scans.length) return pages;
    const reading = this.ocr ? input.ocr : null;
    if (!reading) return pages.map((p) => (p.needsOcr ? { page: p.page, text: '', skipped: OCR_OFF } : p));
    const chosen = scans.slice(0, reading.maxPages).map((p) => p.page);
    const started = Date.now();
    const results = await this.ocr!.read(input.bytes, {
      pages: chosen,
      languages: reading.languages,
      isolation: input.organizationId,
      documentKey: input.documentId,
      onPage: (done, total) => input.onProgress?.({ stage: 'ocr', done, total }),
    });
    const byPage = new Map(results.map((r) => [r.page, r]));
    const out = pages.map((p): ParsedPage => {
      if (!p.needsOcr) return p;
      const result = byPage.get(p.page);
      if (!result) return { page: p.page, text: '', skipped: overPlan(reading.maxPages) };
      if ('skipped' in result) return { page: p.page, text: '', skipped: result.skipped };
      return result.layout.runs.length ? { page: p.page, text: result.text, layout: result.layout } : { page: p.page, text: result.text };
    });
    const skipped = out.filter((p) => p.needsOcr === undefined && p.skipped && byPage.has(p.page));
    this.logger.log(
      {
        document_id: input.documentId,
        organization_id: input.organizationId,
        scanned_pages: scans.length,
        read: chosen.length - skipped.length,
        skipped: skipped.map((p) => ({ page: p.page, reason: p.skipped!.reason })),
        languages: [...new Set(results.flatMap((r) => ('languages' in r ? [r.languages] : [])))],
        ms: Date.now() - started,
      },
      'Scanned pages read',
    );
    if (!out.some((p) => !p.skipped && HAS_TEXT.test(p.text))) throw nothingRead(out);
    return out;
  }
}

const OCR_OFF: SkippedPage = {
  reason: 'ocr_off',
  message: 'This page has no selectable text, and reading scanned pages (OCR) is turned off for this organization.',
};

function overPlan(maxPages: number): SkippedPage {
  return {
    reason: 'ocr_page_limit',
    message: `This scanned page was not read: the first ${maxPages} scanned pages of a document are read on this plan.`,
  };
}

/** The document's failure when OCR ran and no page gave any text: why, from its first skipped page. */
function nothingRead(pages: ParsedPage[]): UnreadableDocumentError {
  const first = pages.find((p) => p.skipped && p.skipped.reason !== 'ocr_page_limit');
  const why = first ? ` Page ${first.page}: ${first.skipped!.message}` : ' Its pages are blank.';
  return new UnreadableDocumentError('no_text', `No text could be read from this PDF: it has no text layer, and OCR found none on its scanned pages.${why}`);
}
