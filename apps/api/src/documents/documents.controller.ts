import { Body, Controller, Delete, Get, Header, HttpCode, Param, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { ApiKeyContext } from '../keys/api-key-context.js';
import { CurrentKey } from '../keys/scopes.decorator.js';
import { ApiErrorView } from '../common/http/api-error.view.js';
import { AuthenticatedRoute, ScopedRoute } from '../keys/scoped-route.decorator.js';
import { PAGE_IMAGE_CACHE, PageImageService } from './page-image.service.js';
import { DocumentsService, type UploadedPdf } from './documents.service.js';
import { DocumentDeletedView, DocumentDetailView, DocumentListItemView, DocumentSummaryView } from './document.views.js';
import { UploadDocumentForm } from './upload-document.form.js';
import { PdfUploadInterceptor } from './pdf-upload.interceptor.js';
import { pdfFile } from './document-file.js';

@ApiTags('Documents')
@Controller('v1/documents')
export class DocumentsController {
  constructor(
    private readonly documents: DocumentsService,
    private readonly pageImages: PageImageService,
  ) {}

  @Post()
  @ScopedRoute('documents:upload', { forbidden: "the plan's document count is reached" })
  @UseInterceptors(PdfUploadInterceptor)
  @ApiOperation({ summary: 'Upload a PDF', description: 'Returns at once; processing continues in the background.' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: UploadDocumentForm })
  @ApiResponse({ status: 201, type: DocumentSummaryView })
  @ApiResponse({ status: 400, description: 'The body is not a readable multipart form.', type: ApiErrorView })
  @ApiResponse({ status: 413, description: 'The file is larger than the plan allows.', type: ApiErrorView })
  @ApiResponse({ status: 422, description: 'No file, or the file is not a PDF (code not_a_pdf).', type: ApiErrorView })
  @ApiResponse({ status: 507, description: "The server's disk is too full to store the file (code insufficient_storage).", type: ApiErrorView })
  upload(@CurrentKey() key: ApiKeyContext, @UploadedFile() file: UploadedPdf | undefined, @Body() form: UploadDocumentForm) {
    return this.documents.upload(key, file, form.name);
  }

  @Get()
  @ScopedRoute('documents:list')
  @ApiOperation({ summary: "List the organization's documents", description: 'Newest first.' })
  @ApiResponse({ status: 200, type: [DocumentListItemView] })
  list(@CurrentKey() key: ApiKeyContext) {
    return this.documents.list(key);
  }

  @Get(':document_id')
  @ScopedRoute('documents:list')
  @ApiOperation({ summary: 'Get one document', description: 'With size, pages, and progress or the failure reason.' })
  @ApiResponse({ status: 200, type: DocumentDetailView })
  @ApiResponse({ status: 404, description: 'No such document in this organization.', type: ApiErrorView })
  get(@CurrentKey() key: ApiKeyContext, @Param('document_id') id: string) {
    return this.documents.get(key, id);
  }

  @Get(':document_id/file')
  @ScopedRoute('documents:list')
  @ApiOperation({ summary: 'Download the original PDF', description: 'The uploaded bytes, unchanged; Content-Disposition: inline with the document name.' })
  @ApiProduces('application/pdf')
  @ApiResponse({ status: 200, description: 'The PDF.', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } })
  @ApiResponse({ status: 404, description: 'No such document in this organization.', type: ApiErrorView })
  async file(@CurrentKey() key: ApiKeyContext, @Param('document_id') id: string) {
    return pdfFile(await this.documents.file(key, id));
  }

  @Get(':document_id/pages/:page/image')
  @AuthenticatedRoute()
  @Header('Cache-Control', PAGE_IMAGE_CACHE)
  @ApiOperation({
    summary: 'One page drawn as an image',
    description:
      "The page as PNG at 150 dpi, to show a cited page with its answer's highlight rectangles over it (scale them by the image's size over the page's). Keys with documents:list may read it; a publishable key only while the organization's widget setting page_viewer is on (403 forbidden otherwise). Cache-Control: private, max-age=86400.",
  })
  @ApiProduces('image/png')
  @ApiResponse({ status: 200, description: 'The page as PNG.', content: { 'image/png': { schema: { type: 'string', format: 'binary' } } } })
  @ApiResponse({ status: 404, description: 'No such document in this organization, or no such page in it.', type: ApiErrorView })
  @ApiResponse({ status: 422, description: 'The page cannot be drawn within the time and memory bounds (code page_not_drawable).', type: ApiErrorView })
  pageImage(@CurrentKey() key: ApiKeyContext, @Param('document_id') id: string, @Param('page') page: string) {
    return this.pageImages.image(key, id, page);
  }

  @Post(':document_id/reprocess')
  @HttpCode(202)
  @ScopedRoute('documents:upload')
  @ApiOperation({
    summary: 'Re-process a failed document',
    description: 'Processes the stored file again (after the cause of its failure is fixed); counts against no plan limit.',
  })
  @ApiResponse({ status: 202, description: 'Back to processing; poll GET /v1/documents/{document_id}.', type: DocumentDetailView })
  @ApiResponse({ status: 404, description: 'No such document in this organization.', type: ApiErrorView })
  @ApiResponse({ status: 422, description: 'The document is not failed (code document_not_failed).', type: ApiErrorView })
  reprocess(@CurrentKey() key: ApiKeyContext, @Param('document_id') id: string) {
    return this.documents.reprocess(key, id);
  }

  @Delete(':document_id')
  @HttpCode(200)
  @ScopedRoute('documents:delete')
  @ApiOperation({ summary: 'Delete a document for good', description: 'Removes the file, its passages and vectors.' })
  @ApiResponse({ status: 200, type: DocumentDeletedView })
  @ApiResponse({ status: 404, description: 'No such document in this organization.', type: ApiErrorView })
  remove(@CurrentKey() key: ApiKeyContext, @Param('document_id') id: string) {
    return this.documents.remove(key, id);
  }
}
