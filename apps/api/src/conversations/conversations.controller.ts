import { Controller, Get, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Readable } from 'node:stream';
import { ApiErrorView } from '../common/http/api-error.view.js';
import type { ApiKeyContext } from '../keys/api-key-context.js';
import { ScopedRoute } from '../keys/scoped-route.decorator.js';
import { CurrentKey } from '../keys/scopes.decorator.js';
import { ConversationsService, MAX_EXPORT_TURNS } from './conversations.service.js';
import { SessionListView } from './conversations.views.js';
import { CSV_COLUMNS } from './export-format.js';
import { SessionsExportQueryDto, SessionsQueryDto } from './sessions-query.dto.js';

const TYPES = { jsonl: 'application/x-ndjson; charset=utf-8', csv: 'text/csv; charset=utf-8' } as const;

@ApiTags('Chat')
@ApiResponse({ status: 422, description: 'The query is invalid (code validation_failed); the sentence names the field.', type: ApiErrorView })
@Controller('v1/chat/sessions')
export class ConversationsController {
  constructor(private readonly conversations: ConversationsService) {}

  @Get()
  @ScopedRoute('chat:history')
  @ApiOperation({
    summary: "List the organization's conversations",
    description:
      'Sessions whose last turn falls in the range (default the last 30 UTC days), newest first, with the first question, turn count, last activity and where the session began: an API key (by name), the widget (a publishable key, by name) or the dashboard playground. Read one with GET /v1/chat/history.',
  })
  @ApiResponse({ status: 200, type: SessionListView })
  list(@CurrentKey() key: ApiKeyContext, @Query() query: SessionsQueryDto) {
    return this.conversations.list(key, query);
  }

  @Get('export')
  @ScopedRoute('chat:history')
  @ApiOperation({
    summary: 'Export the turns of a date range as JSON Lines or CSV',
    description: `Every turn asked in the range (UTC days, default the last 30), oldest first, streamed as a download. JSON Lines: one object per line with ${CSV_COLUMNS.join(', ')} (citations an array of {document_id, name, page}). CSV: the same columns, RFC 4180 quoting, UTF-8 with a byte-order mark, citations as "name p. N; …"; a cell a spreadsheet would run as a formula starts with an apostrophe. A range of more than ${MAX_EXPORT_TURNS.toLocaleString('en-US')} turns is refused with 422 before anything is sent. X-Total-Turns says how many lines follow.`,
  })
  @ApiProduces(TYPES.jsonl, TYPES.csv)
  @ApiResponse({
    status: 200,
    description: 'The export, as an attachment.',
    content: { 'application/x-ndjson': { schema: { type: 'string' } }, 'text/csv': { schema: { type: 'string' } } },
  })
  async export(@CurrentKey() key: ApiKeyContext, @Query() query: SessionsExportQueryDto, @Res({ passthrough: true }) res: Response) {
    const { from, to, turns, lines } = await this.conversations.export(key, query);
    const stream = Readable.from(lines, { objectMode: false });
    // A caller who goes away stops the reading (no further batches are queried).
    res.once('close', () => stream.destroy());
    res.setHeader('X-Total-Turns', String(turns));
    res.setHeader('Cache-Control', 'no-store');
    return new StreamableFile(stream, {
      type: TYPES[query.format],
      disposition: `attachment; filename="pagewise-conversations-${from}-to-${to}.${query.format}"`,
    });
  }
}
