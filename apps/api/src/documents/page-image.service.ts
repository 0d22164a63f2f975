import { Injectable, StreamableFile } from '@nestjs/common';
import { DomainError, NotFoundError } from '../common/errors/domain-error.js';
import type { ApiKeyContext } from '../keys/api-key-context.js';
import { InsufficientScopeError } from '../keys/api-key-errors.js';
import { NoSuchPageError, PageRenderer } from '../rag/parsing/page-renderer.js';
import { UnreadableDocumentError } from '../rag/rag.types.js';
import { WidgetConfigService } from '../widget-config/widget-config.service.js';
import { DocumentsService } from './documents.service.js';

/** Resolution of a page image: sharp on a 2x screen at the size a dialog shows it, and small enough to send (a Letter page is 1275 x 1650). */
const PAGE_IMAGE_DPI = 150;
/** A document's pages never change under its id (re-processing keeps the file), so a browser may keep an image a day. */
export const PAGE_IMAGE_CACHE = 'private, max-age=86400';

/** The page-viewer setting is off, and the widget's key asked for a page image. */
export class PageViewerOffError extends DomainError {
  constructor() {
    super('forbidden', "Page images are not open to the widget: turn on page_viewer in the widget settings to let visitors open a cited page.");
  }
}

/**
 * GET /v1/documents/{id}/pages/{page}/image: one page of an organization's document drawn as PNG, in the bounded
 * page image processes OCR uses. Keys with documents:list may read it; the widget's publishable key only while the
 * organization lets visitors open cited pages (page_viewer).
 */
@Injectable()
export class PageImageService {
  constructor(
    private readonly documents: DocumentsService,
    private readonly renderer: PageRenderer,
    private readonly widget: WidgetConfigService,
  ) {}

  async image(key: ApiKeyContext, id: string, pageParam: string): Promise<StreamableFile> {
    if (key.kind === 'publishable') {
      if (!(await this.widget.settingsOf(key.organization)).page_viewer) throw new PageViewerOffError();
    } else if (!key.scopes.includes('documents:list')) {
      throw new InsufficientScopeError('documents:list');
    }
    const page = /^[1-9]\d{0,5}$/.test(pageParam) ? Number(pageParam) : 0;
    const document = await this.documents.get(key, id);
    if (!page || !document.pages || page > document.pages) throw new NotFoundError('Page', 'not_found');
    const file = await this.documents.file(key, id);
    try {
      const drawn = await this.renderer.render(new Uint8Array(file.bytes), { page, dpi: PAGE_IMAGE_DPI, documentKey: id }, key.organization.id);
      return new StreamableFile(Buffer.from(drawn.image), { type: 'image/png', length: drawn.image.length });
    } catch (error) {
      if (error instanceof NoSuchPageError) throw new NotFoundError('Page', 'not_found');
      if (error instanceof UnreadableDocumentError) throw new DomainError('page_not_drawable', error.message);
      throw error;
    }
  }
}
