import { Body, Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiExtraModels, ApiOperation, ApiProduces, ApiResponse, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { Response } from 'express';
import type { ApiKeyContext } from '../keys/api-key-context.js';
import { CurrentKey } from '../keys/scopes.decorator.js';
import { ApiErrorView, StreamErrorView } from '../common/http/api-error.view.js';
import { ScopedRoute } from '../keys/scoped-route.decorator.js';
import { ChatHistoryService } from './chat-history.service.js';
import { ChatStreamService } from './chat-stream.service.js';
import { AnswerFeedbackService } from './answer-feedback.service.js';
import { ChatHistoryQueryDto, ChatRequestDto } from './chat.dto.js';
import { ChatFeedbackDto } from './feedback.dto.js';
import { ChatService } from './chat.service.js';
import { closedByCaller } from './closed-by-caller.js';
import { ChatFeedbackView, ChatHistoryView, ChatResponseView, ChatStreamEndView, ChatStreamTokenView } from './chat.views.js';

const QUOTA = { tooMany: 'Rate limit or daily chat quota exceeded (Retry-After says when to try again).' };

const STREAM_DESCRIPTION =
  'Server-sent events: `data: {"token": "…"}` per piece of the answer; then `data: {"token": "", "answer_status": "answered" | "not_found", "source_documents": […], ' +
  '"token_usage": {…}, "session_id": "…", "message_id": "…"}`; then `data: [DONE]`. A failure after the stream began is `event: error` with ' +
  '`data: {"error": "…", "code": "…"}`, then `data: [DONE]`. A `: ping` comment is sent every 15 s. Closing the connection stops the answer.';

/** What one `data:` line of the stream holds, so clients generate their event types from this document too. */
const STREAM_EVENTS = {
  description: 'An event stream. Each `data:` line holds one JSON object: ChatStreamTokenView, then ChatStreamEndView; or StreamErrorView after `event: error`.',
  content: {
    'text/event-stream': {
      schema: { oneOf: [ChatStreamTokenView, ChatStreamEndView, StreamErrorView].map((view) => ({ $ref: getSchemaPath(view) })) },
    },
  },
};

@ApiTags('Chat')
@ApiExtraModels(ChatStreamTokenView, ChatStreamEndView, StreamErrorView)
@ApiResponse({ status: 422, description: 'The request fields are invalid.', type: ApiErrorView })
@Controller('v1/chat')
export class ChatController {
  constructor(
    private readonly chat: ChatService,
    private readonly streams: ChatStreamService,
    private readonly histories: ChatHistoryService,
    private readonly feedback: AnswerFeedbackService,
  ) {}

  @Post()
  @HttpCode(200)
  @ScopedRoute('chat:query', QUOTA)
  @ApiOperation({
    summary: 'Ask a question',
    description: "Answers from all of the organization's processed documents. Closing the connection before the answer comes stops the answer.",
  })
  @ApiResponse({ status: 200, type: ChatResponseView })
  @ApiResponse({ status: 500, description: 'Internal error.', type: ApiErrorView })
  @ApiResponse({ status: 503, description: 'The language model failed or is unreachable (code answer_failed), or the database or Redis is down (service_unavailable).', type: ApiErrorView })
  ask(@CurrentKey() key: ApiKeyContext, @Body() request: ChatRequestDto, @Res({ passthrough: true }) res: Response) {
    return this.chat.ask(key, request, closedByCaller(res));
  }

  @Post('stream')
  @ScopedRoute('chat:query', QUOTA)
  @ApiOperation({ summary: 'Ask a question and stream the answer', description: STREAM_DESCRIPTION })
  @ApiProduces('text/event-stream')
  @ApiResponse({ status: 200, ...STREAM_EVENTS })
  stream(@CurrentKey() key: ApiKeyContext, @Body() request: ChatRequestDto, @Res() res: Response) {
    return this.streams.stream(key, request, res);
  }

  @Get('history')
  @ScopedRoute('chat:history')
  @ApiOperation({
    summary: "Read a session's turns",
    description: "Oldest first. Any key of the organization holding chat:history reads the organization's sessions; other organizations' sessions read as empty.",
  })
  @ApiResponse({ status: 200, type: ChatHistoryView })
  history(@CurrentKey() key: ApiKeyContext, @Query() query: ChatHistoryQueryDto) {
    return this.histories.history(key, query);
  }

  @Post('feedback')
  @HttpCode(200)
  @ScopedRoute('chat:query', { tooMany: "Rate limit exceeded; a publishable key's visitors have the widget's per-visitor limit (Retry-After says when to try again)." })
  @ApiOperation({
    summary: 'Rate an answer',
    description:
      'Up or down, with an optional comment; rating the same answer again replaces the rating. A publishable key must send the `session_id` the answer was given in, and may rate only answers it was given there. An unknown id, or one of another organization, key or session, is 404.',
  })
  @ApiResponse({ status: 200, type: ChatFeedbackView })
  @ApiResponse({ status: 404, description: 'No such answer for this caller (code not_found).', type: ApiErrorView })
  rate(@CurrentKey() key: ApiKeyContext, @Body() body: ChatFeedbackDto) {
    return this.feedback.rate(key, body);
  }
}
