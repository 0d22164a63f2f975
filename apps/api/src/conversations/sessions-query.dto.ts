import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { DayRangeDto } from '../common/http/day-range.dto.js';

/** Deeper than any list is read page by page; bounded so a huge value is a 422, not a database error. */
export const MAX_SESSIONS_OFFSET = 100_000;
export const SOURCES = ['api', 'widget', 'playground'] as const;
export type SessionSourceKind = (typeof SOURCES)[number];

/** GET /v1/chat/sessions. */
export class SessionsQueryDto extends DayRangeDto {
  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(100, { message: 'limit must be at most 100' })
  limit: number = 20;

  @ApiPropertyOptional({ minimum: 0, maximum: MAX_SESSIONS_OFFSET, default: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'offset must be a whole number' })
  @Min(0, { message: `offset must be from 0 to ${MAX_SESSIONS_OFFSET}` })
  @Max(MAX_SESSIONS_OFFSET, { message: `offset must be from 0 to ${MAX_SESSIONS_OFFSET}` })
  offset: number = 0;

  @ApiPropertyOptional({ enum: SOURCES, description: 'Only sessions begun from this source.' })
  @IsOptional()
  @IsIn(SOURCES, { message: 'source must be api, widget or playground' })
  source?: SessionSourceKind;
}

/** GET /v1/chat/sessions/export. */
export class SessionsExportQueryDto extends DayRangeDto {
  @ApiProperty({ enum: ['jsonl', 'csv'], description: 'jsonl: one JSON object per turn and line; csv: RFC 4180, UTF-8 with a byte-order mark, a header row.' })
  @IsIn(['jsonl', 'csv'], { message: 'format must be jsonl or csv' })
  format: 'jsonl' | 'csv';
}
