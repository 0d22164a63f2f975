import { ApiProperty, IntersectionType, OmitType } from '@nestjs/swagger';
import type { AnswerStatus } from '../rag/rag.types.js';
import type { AnswerRating } from './chat-turn.entity.js';

/** Rectangles of the quoted sentence on its page, one per line, in PDF user space (points, origin bottom-left). */
export class HighlightView {
  @ApiProperty({ example: 612, description: 'Page width in points.' }) page_width: number;
  @ApiProperty({ example: 792, description: 'Page height in points.' }) page_height: number;
  @ApiProperty({
    type: 'array',
    items: { type: 'array', items: { type: 'number' }, minItems: 4, maxItems: 4 },
    example: [[72, 700.5, 540, 712.5]],
    description: '[x0, y0, x1, y1] per line of the sentence; y grows upwards from the bottom of the page.',
  })
  rects: Array<[number, number, number, number]>;
}

export class SourceDocumentView {
  @ApiProperty({ format: 'uuid' }) document_id: string;
  @ApiProperty({ example: 'handbook.pdf' }) name: string;
  @ApiProperty({ example: 3 }) page: number;
  @ApiProperty({ minimum: 0, maximum: 1, example: 0.82 }) confidence: number;
  @ApiProperty({ description: 'The sentence the answer quotes from the passage.' }) snippet: string;
  @ApiProperty({
    type: HighlightView,
    nullable: true,
    description: 'Where the snippet lies on its page, to draw it over the page image; null when the page has no stored layout or the sentence cannot be located.',
  })
  highlight: HighlightView | null;
}

export class TokenUsageView {
  @ApiProperty() prompt_tokens: number;
  @ApiProperty() completion_tokens: number;
  @ApiProperty() total_tokens: number;
}

const MESSAGE_ID = {
  format: 'uuid',
  description: 'The stored turn (question and answer): rate it with POST /v1/chat/feedback.',
  example: '1b0e6f0e-6f2b-4f7a-9d55-3c1f0c7f1a2e',
};

export class ChatResponseView {
  @ApiProperty(MESSAGE_ID) message_id: string;
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
  @ApiProperty(MESSAGE_ID) message_id: string;
  @ApiProperty() message: string;
  @ApiProperty() response: string;
  @ApiProperty({ format: 'date-time' }) timestamp: string;
  @ApiProperty({
    enum: ['answered', 'not_found'],
    nullable: true,
    description: "As in the chat response; null when the answer did not complete (it failed, or the asker left before it ended).",
  })
  answer_status: AnswerStatus | null;
  @ApiProperty({ type: [SourceDocumentView], description: 'The sources the answer cited, as the chat response gave them; empty when it cited none.' })
  source_documents: SourceDocumentView[];
}

export class ChatHistoryView {
  @ApiProperty() session_id: string;
  @ApiProperty({ type: [ChatHistoryMessageView], description: 'Oldest first.' }) messages: ChatHistoryMessageView[];
  @ApiProperty({ description: 'Turns in the session (all pages).' }) total: number;
}

/** 200 of POST /v1/chat/feedback: the rating as stored. */
export class ChatFeedbackView {
  @ApiProperty({ format: 'uuid' }) message_id: string;
  @ApiProperty({ enum: ['up', 'down'] }) rating: AnswerRating;
  @ApiProperty({ type: String, nullable: true, description: 'null when none was given.' }) comment: string | null;
  @ApiProperty({ format: 'date-time', description: 'When it was rated; a new rating replaces the last.' }) rated_at: string;
}
