import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { returning } from '../database/returning.js';
import type { PriorTurn } from '../rag/rag.types.js';
import { type AnswerRating, ChatTurn } from './chat-turn.entity.js';

/** How many earlier turns are read back as context. */
const CONTEXT_TURNS = 10;

/** Stored turns of chat sessions; every read is bounded to one organization. */
@Injectable()
export class ChatTurnsRepository {
  constructor(@InjectRepository(ChatTurn) private readonly turns: Repository<ChatTurn>) {}

  async save(turn: Omit<ChatTurn, 'id' | 'createdAt' | 'rating' | 'ratingComment' | 'ratedAt'>): Promise<ChatTurn> {
    return this.turns.save(this.turns.create(turn));
  }

  /** Records how a turn saved at its start ended. */
  async settle(id: string, outcome: Pick<ChatTurn, 'response' | 'sourceDocuments' | 'promptTokens' | 'completionTokens' | 'totalTokens' | 'status' | 'error' | 'answerStatus'>): Promise<void> {
    await this.turns.update({ id }, outcome);
  }

  /**
   * Rates a turn of the organization, replacing an earlier rating; `asker` narrows it to the turns of one session
   * (and, for a publishable key's visitor, asked with that key). Returns the rating as stored, or null when no
   * such turn exists.
   */
  async rate(
    organizationId: string,
    id: string,
    rating: { rating: AnswerRating; comment: string | null },
    asker: { apiKeyId: string | null; sessionId: string } | null,
  ): Promise<Pick<ChatTurn, 'id' | 'rating' | 'ratingComment' | 'ratedAt'> | null> {
    const params: unknown[] = [id, organizationId, rating.rating, rating.comment];
    let own = '';
    if (asker) {
      params.push(asker.sessionId);
      own += ` AND session_id = $${params.length}`;
      if (asker.apiKeyId) {
        params.push(asker.apiKeyId);
        own += ` AND api_key_id = $${params.length}`;
      }
    }
    const [row] = await returning<{ id: string; rating: AnswerRating; rating_comment: string | null; rated_at: Date | string }>(
      this.turns.manager,
      `UPDATE chat_turns SET rating = $3, rating_comment = $4, rated_at = clock_timestamp()
        WHERE id = $1 AND organization_id = $2${own}
        RETURNING id, rating, rating_comment, rated_at`,
      params,
    );
    return row ? { id: row.id, rating: row.rating, ratingComment: row.rating_comment, ratedAt: new Date(row.rated_at) } : null;
  }

  /** The session's latest answered turns, oldest first, for context. Interrupted answers count: they were seen. */
  async context(organizationId: string, sessionId: string): Promise<PriorTurn[]> {
    const latest = await this.turns.find({
      where: { organizationId, sessionId, status: In(['complete', 'interrupted']) },
      order: { createdAt: 'DESC' },
      take: CONTEXT_TURNS,
    });
    return latest.reverse().map((turn) => ({ message: turn.message, response: turn.response, sources: turn.sourceDocuments }));
  }

  /** One page of the session, oldest first, with the session's total. */
  async page(organizationId: string, sessionId: string, limit: number, offset: number): Promise<[ChatTurn[], number]> {
    return this.turns.findAndCount({
      where: { organizationId, sessionId },
      order: { createdAt: 'ASC', id: 'ASC' },
      take: limit,
      skip: offset,
    });
  }
}
