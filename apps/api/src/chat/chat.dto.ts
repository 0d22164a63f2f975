import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsInt, IsNotEmpty, IsObject, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

export const MAX_MESSAGE_CHARS = 4000;
export const SESSION_ID = /^[A-Za-z0-9_.:-]{1,128}$/;
export const SESSION_ID_MESSAGE = 'session_id must be 1 to 128 letters, digits or _ . : -';
/** More turns than any session holds. */
export const MAX_HISTORY_OFFSET = 1_000_000;
const OFFSET_RANGE = `offset must be from 0 to ${MAX_HISTORY_OFFSET}`;

/** POST /v1/chat and /v1/chat/stream. */
export class ChatRequestDto {
  @ApiProperty({ maxLength: MAX_MESSAGE_CHARS, example: 'What is the refund policy?' })
  @IsString({ message: 'message must be text' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsNotEmpty({ message: 'message is required' })
  @MaxLength(MAX_MESSAGE_CHARS, { message: `message must be at most ${MAX_MESSAGE_CHARS} characters` })
  message: string;

  @ApiPropertyOptional({ description: 'Groups turns into a conversation; one is made when absent.', example: 'session_4b1f…' })
  @IsOptional()
  @IsString()
  @Matches(SESSION_ID, { message: SESSION_ID_MESSAGE })
  session_id?: string;

  @ApiPropertyOptional({ description: 'true: earlier turns of the session are read as context.' })
  @IsOptional()
  @IsBoolean({ message: 'context must be true or false' })
  context?: boolean;

  @ApiPropertyOptional({ type: 'object', additionalProperties: true, description: 'Stored with the turn for your logs.', example: { user_agent: 'Mozilla/5.0' } })
  @IsOptional()
  @IsObject({ message: 'metadata must be an object' })
  metadata?: Record<string, unknown>;
}

/** GET /v1/chat/history query. */
export class ChatHistoryQueryDto {
  @ApiProperty({ example: 'session_4b1f…' })
  @IsString({ message: 'session_id is required' })
  @Matches(SESSION_ID, { message: SESSION_ID_MESSAGE })
  session_id: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 10 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(100, { message: 'limit must be at most 100' })
  limit: number = 10;

  /** Bounded so that a huge value is a 422 rather than a database error (OFFSET is a bigint). */
  @ApiPropertyOptional({ minimum: 0, maximum: MAX_HISTORY_OFFSET, default: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'offset must be a whole number' })
  @Min(0, { message: OFFSET_RANGE })
  @Max(MAX_HISTORY_OFFSET, { message: OFFSET_RANGE })
  offset: number = 0;
}
