import { ApiProperty, IntersectionType, OmitType } from '@nestjs/swagger';
import type { AnswerStatus } from '../rag/rag.types.js';

export class SourceDocumentView {
  @ApiProperty({ format: 'uuid' }) document_id: string;
  @ApiProperty({ example: 'handbook.pdf' }) name: string;
  @ApiProperty({ example: 3 }) page: number;
  @ApiProperty({ minimum: 0, maximum: 1, example: 0.82 }) confidence: number;
  @ApiProperty({ description: 'The passage the answer drew on.' }) snippet: string;
}

export class TokenUsageView {
  @ApiProperty() prompt_tokens: number;
  @ApiProperty() completion_tokens: number;
  @ApiProperty() total_tokens: number;
}

export class ChatResponseView {
  @ApiProperty() answer: string;
  @ApiProperty({
    enum: ['answered', 'not_found'],
    description:
      'not_found: the documents do not cover the question; the answer says so and source_documents is empty. answered: everything else, including an overview of a document and the question of which document is meant.',
  })
  answer_status: AnswerStatus;
  @ApiProperty({ type: [SourceDocumentView] }) source_documents: SourceDocumentView[];
  @ApiProperty({ type: TokenUsageView }) token_usage: TokenUsageView;
  @ApiProperty({ example: 'session_4b1f…' }) session_id: string;
}

/** A piece of the answer: one `data:` event of POST /v1/chat/stream. */
export class ChatStreamTokenView {
  @ApiProperty({ example: 'Refunds ', description: 'Empty in the last event.' }) token: string;
}

/** The last `data:` event before `data: [DONE]`: POST /v1/chat's answer without the text, which came as tokens. */
export class ChatStreamEndView extends IntersectionType(ChatStreamTokenView, OmitType(ChatResponseView, ['answer'] as const)) {}

export class ChatHistoryMessageView {
  @ApiProperty() message: string;
  @ApiProperty() response: string;
  @ApiProperty({ format: 'date-time' }) timestamp: string;
}

export class ChatHistoryView {
  @ApiProperty() session_id: string;
  @ApiProperty({ type: [ChatHistoryMessageView], description: 'Oldest first.' }) messages: ChatHistoryMessageView[];
  @ApiProperty({ description: 'Turns in the session (all pages).' }) total: number;
}
