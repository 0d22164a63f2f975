import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { DomainError } from '../common/errors/domain-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { ApiKeyContext } from '../keys/api-key-context.js';
import type { ChatRequestDto } from './chat.dto.js';
import { ChatService } from './chat.service.js';
import { closedByCaller } from './closed-by-caller.js';
import { SseWriter } from './sse-writer.js';

/**
 * POST /v1/chat/stream. Checks (key, scope, limits, quota, body) fail as ordinary JSON errors; once the
 * stream has begun a failure is an `error` event. The caller closing the connection, or reading nothing for
 * STREAM_STALL_SECONDS while the server waits to write, aborts generation, and the stored turn says interrupted.
 */
@Injectable()
export class ChatStreamService {
  private readonly logger = new Logger('Chat');

  constructor(
    private readonly chat: ChatService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async stream(key: ApiKeyContext, request: ChatRequestDto, res: Response): Promise<void> {
    const signal = closedByCaller(res);
    const run = await this.chat.begin(key, request, signal);
    const stallMs = this.config.http.streamStallMs;
    const sse = new SseWriter(res, stallMs, () =>
      this.logger.warn({ organization_id: key.organization.id, session_id: run.sessionId }, `Dropped a stream client that read nothing for ${stallMs / 1000} s`),
    );
    sse.open();
    try {
      for await (const token of run.tokens()) {
        if (signal.aborted) break;
        await sse.data({ token });
      }
      if (signal.aborted) return sse.abandon();
      const { message_id, answer_status, source_documents, token_usage, session_id } = run.view();
      await sse.data({ token: '', message_id, answer_status, source_documents, token_usage, session_id });
    } catch (error) {
      if (signal.aborted) return sse.abandon();
      if (error instanceof DomainError) await sse.error(error.message, error.code);
      else {
        this.logger.error({ err: error, organization_id: key.organization.id, session_id: run.sessionId }, 'A streamed answer failed');
        await sse.error('Something went wrong on our side. Please try again.', 'internal_error');
      }
    }
    await sse.close();
  }
}
