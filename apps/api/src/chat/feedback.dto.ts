import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import type { AnswerRating } from './chat-turn.entity.js';
import { SESSION_ID, SESSION_ID_MESSAGE } from './chat.dto.js';

export const MAX_FEEDBACK_COMMENT_CHARS = 1000;
export const RATINGS: AnswerRating[] = ['up', 'down'];

/** POST /v1/chat/feedback. */
export class ChatFeedbackDto {
  @ApiProperty({ description: 'The `message_id` of the answer, as POST /v1/chat, the stream\'s last event or the history gave it.', example: '1b0e6f0e-6f2b-4f7a-9d55-3c1f0c7f1a2e' })
  @IsString({ message: 'message_id is required' })
  message_id: string;

  @ApiProperty({ enum: RATINGS })
  @IsIn(RATINGS, { message: 'rating must be up or down' })
  rating: AnswerRating;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: MAX_FEEDBACK_COMMENT_CHARS, description: 'What was wrong or right, in the asker\'s words.' })
  @IsOptional()
  @IsString({ message: 'comment must be text' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @MaxLength(MAX_FEEDBACK_COMMENT_CHARS, { message: `comment must be at most ${MAX_FEEDBACK_COMMENT_CHARS} characters` })
  comment?: string | null;

  @ApiPropertyOptional({
    description: 'The session the answer belongs to. Required with a publishable key (pw_pk_…), which may rate only answers it was given in this session.',
    example: 'session_4b1f…',
  })
  @IsOptional()
  @IsString()
  @Matches(SESSION_ID, { message: SESSION_ID_MESSAGE })
  session_id?: string;
}
