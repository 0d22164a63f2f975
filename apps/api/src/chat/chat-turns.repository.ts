import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import type { PriorTurn } from '../rag/rag.types.js';
import { ChatTurn } from './chat-turn.entity.js';

/** How many earlier turns are read back as context. */
const CONTEXT_TURNS = 10;

/** Stored turns of chat sessions; every read is bounded to one organization. */
@Injectable()
export class ChatTurnsRepository {
  constructor(@InjectRepository(ChatTurn) private readonly turns: Repository<ChatTurn>) {}

  async save(turn: Omit<ChatTurn, 'id' | 'createdAt'>): Promise<ChatTurn> {
    return this.turns.save(this.turns.create(turn));
  }

  /** Records how a turn saved at its start ended. */
  async settle(id: string, outcome: Pick<ChatTurn, 'response' | 'sourceDocuments' | 'promptTokens' | 'completionTokens' | 'totalTokens' | 'status' | 'error' | 'answerStatus'>): Promise<void> {
    await this.turns.update({ id }, outcome);
  }

  /** The session's latest answered turns, oldest first, for context. Interrupted answers count: they were seen. */
  async context(organizationId: string, sessionId: string): Promise<PriorTurn[]> {
    const latest = await this.turns.find({
      where: { organizationId, sessionId, status: In(['complete', 'interrupted']) },
      order: { createdAt: 'DESC' },
      take: CONTEXT_TURNS,
    });
    return latest.reverse().map((turn) => ({ message: turn.message, response: turn.response }));
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
