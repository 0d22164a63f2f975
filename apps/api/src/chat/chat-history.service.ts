import { Injectable } from '@nestjs/common';
import type { ApiKeyContext } from '../keys/api-key-context.js';
import { ChatTurnsRepository } from './chat-turns.repository.js';
import type { ChatHistoryQueryDto } from './chat.dto.js';
import type { ChatHistoryView } from './chat.views.js';

/**
 * A session's turns for any key of the organization that may read history (chat:history; the admin key has
 * every scope). Sessions are looked up within the caller's organization only, so another organization's
 * session id reads as an empty session: the answer is the same whether it exists elsewhere or not.
 */
@Injectable()
export class ChatHistoryService {
  constructor(private readonly turns: ChatTurnsRepository) {}

  async history(key: ApiKeyContext, query: ChatHistoryQueryDto): Promise<ChatHistoryView> {
    const [turns, total] = await this.turns.page(key.organization.id, query.session_id, query.limit, query.offset);
    return {
      session_id: query.session_id,
      messages: turns.map((turn) => ({
        message_id: turn.id,
        message: turn.message,
        response: turn.response,
        timestamp: turn.createdAt.toISOString(),
        answer_status: turn.answerStatus,
        source_documents: (turn.sourceDocuments ?? []).map((s) => ({ ...s, highlight: s.highlight ?? null })),
      })),
      total,
    };
  }
}
