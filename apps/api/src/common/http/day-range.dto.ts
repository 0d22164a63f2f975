import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Matches, Max, Min } from 'class-validator';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A range of UTC days in a query string, as every report reads it (usage, questions, conversations): the last
 * `days` (default 30, today included) or from/to; at most 366 days.
 */
export class DayRangeDto {
  @ApiPropertyOptional({ minimum: 1, maximum: 366, default: 30, description: 'The last N UTC days, today included (when from is absent).' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'days must be a whole number' })
  @Min(1, { message: 'days must be at least 1' })
  @Max(366, { message: 'days must be at most 366' })
  days?: number;

  @ApiPropertyOptional({ example: '2026-11-01', description: 'First day (UTC), YYYY-MM-DD' })
  @IsOptional()
  @Matches(DAY, { message: 'from must be a date such as 2026-11-01' })
  from?: string;

  @ApiPropertyOptional({ example: '2026-11-30', description: 'Last day (UTC), YYYY-MM-DD, included; default today' })
  @IsOptional()
  @Matches(DAY, { message: 'to must be a date such as 2026-11-30' })
  to?: string;
}
