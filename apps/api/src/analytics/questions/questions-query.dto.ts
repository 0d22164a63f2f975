import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { DayRangeDto } from '../../common/http/day-range.dto.js';

export const QUESTION_VIEWS = ['most_asked', 'not_answered', 'rated_down'] as const;
export type QuestionView = (typeof QUESTION_VIEWS)[number];

/** Groups past any a screen pages through: 500 pages of 100. */
const MAX_OFFSET = 50_000;

/** GET /v1/analytics/questions: the usage report's range (days, or from/to), a view, and a page of groups. */
export class QuestionsQueryDto extends DayRangeDto {
  @ApiPropertyOptional({
    enum: QUESTION_VIEWS,
    default: 'most_asked',
    description: 'most_asked: every group, most asked first; not_answered: groups the documents could not answer, most often first; rated_down: groups whose answers were rated down, most often first.',
  })
  @IsOptional()
  @IsIn(QUESTION_VIEWS, { message: `view must be one of ${QUESTION_VIEWS.join(', ')}` })
  view: QuestionView = 'most_asked';

  /** The grouping costs the same for any page, so a download takes 500 at once. */
  @ApiPropertyOptional({ minimum: 1, maximum: 500, default: 20, description: 'Groups per page; up to 500, e.g. for a download.' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(500, { message: 'limit must be at most 500' })
  limit: number = 20;

  @ApiPropertyOptional({ minimum: 0, maximum: MAX_OFFSET, default: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'offset must be a whole number' })
  @Min(0, { message: `offset must be from 0 to ${MAX_OFFSET}` })
  @Max(MAX_OFFSET, { message: `offset must be from 0 to ${MAX_OFFSET}` })
  offset: number = 0;
}
