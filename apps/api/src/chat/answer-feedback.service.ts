import { Injectable } from '@nestjs/common';
import { FieldValidationError, NotFoundError } from '../common/errors/domain-error.js';
import type { ApiKeyContext } from '../keys/api-key-context.js';
import { ChatTurnsRepository } from './chat-turns.repository.js';
import type { ChatFeedbackDto } from './feedback.dto.js';
import type { ChatFeedbackView } from './chat.views.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * POST /v1/chat/feedback: a rating of one stored answer. Secret keys with chat:query and the dashboard rate any
 * answer of their organization. A publishable key is a visitor's: it must name the session, and rates only
 * answers it was given in that session. The session id is made in the visitor's browser and kept there, and
 * message ids are random and sent only to the asker, so another visitor holds neither. Every id that is not
 * such an answer, of another organization, key or session alike, is the same 404.
 */
@Injectable()
export class AnswerFeedbackService {
  constructor(private readonly turns: ChatTurnsRepository) {}

  async rate(key: ApiKeyContext, feedback: ChatFeedbackDto): Promise<ChatFeedbackView> {
    const visitor = key.kind === 'publishable';
    if (visitor && !feedback.session_id) {
      throw new FieldValidationError({ session_id: ['session_id is required with a publishable key: the session the answer was given in.'] });
    }
    const asker = visitor || feedback.session_id ? { apiKeyId: visitor ? key.keyId : null, sessionId: feedback.session_id! } : null;
    const rated = UUID.test(feedback.message_id)
      ? await this.turns.rate(key.organization.id, feedback.message_id, { rating: feedback.rating, comment: feedback.comment || null }, asker)
      : null;
    if (!rated) throw new NotFoundError('Message');
    return { message_id: rated.id, rating: rated.rating!, comment: rated.ratingComment, rated_at: rated.ratedAt!.toISOString() };
  }
}
