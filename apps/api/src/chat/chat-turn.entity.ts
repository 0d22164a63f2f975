import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { AnswerStatus, SourceDocument } from '../rag/rag.types.js';

export type ChatTurnStatus = 'complete' | 'interrupted' | 'failed';
export type AnswerRating = 'up' | 'down';

/** One question and its answer in a session; every turn is stored, whether it finished or not. */
@Entity('chat_turns')
export class ChatTurn {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('uuid', { name: 'organization_id' }) organizationId: string;
  @Column('uuid', { name: 'api_key_id', nullable: true }) apiKeyId: string | null;
  @Column('text', { name: 'session_id' }) sessionId: string;
  @Column('text') message: string;
  @Column('text') response: string;
  @Column('jsonb', { name: 'source_documents' }) sourceDocuments: SourceDocument[];
  @Column('integer', { name: 'prompt_tokens' }) promptTokens: number;
  @Column('integer', { name: 'completion_tokens' }) completionTokens: number;
  @Column('integer', { name: 'total_tokens' }) totalTokens: number;
  @Column('jsonb', { nullable: true }) metadata: Record<string, unknown> | null;
  @Column('text') status: ChatTurnStatus;
  @Column('text', { nullable: true }) error: string | null;
  /** Whether the documents covered the question; null when the answer did not complete. */
  @Column('text', { name: 'answer_status', nullable: true }) answerStatus: AnswerStatus | null;
  /** The asker's rating of the answer (POST /v1/chat/feedback); rating again replaces it. */
  @Column('text', { nullable: true }) rating: AnswerRating | null;
  @Column('text', { name: 'rating_comment', nullable: true }) ratingComment: string | null;
  @Column('timestamptz', { name: 'rated_at', nullable: true }) ratedAt: Date | null;
  @Column('timestamptz', { name: 'created_at', default: () => 'clock_timestamp()' }) createdAt: Date;
}
