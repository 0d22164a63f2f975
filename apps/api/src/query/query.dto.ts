import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

/** POST /v1/query. */
export class QueryRequestDto {
  @ApiProperty({ maxLength: 4000, example: 'refund policy' })
  @IsString({ message: 'query must be text' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsNotEmpty({ message: 'query is required' })
  @MaxLength(4000, { message: 'query must be at most 4000 characters' })
  query: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 20, default: 5 })
  @IsOptional()
  @IsInt({ message: 'top_k must be a whole number' })
  @Min(1, { message: 'top_k must be at least 1' })
  @Max(20, { message: 'top_k must be at most 20' })
  top_k?: number;
}

export class QueryResultView {
  @ApiProperty({ format: 'uuid' }) document_id: string;
  @ApiProperty({ example: 'handbook.pdf' }) name: string;
  @ApiProperty({ example: 3, description: 'The page the passage starts on.' }) page: number;
  @ApiProperty() text: string;
  @ApiProperty({ description: 'Ranking score; higher is better, comparable within one query.' }) score: number;
}

export class QueryResponseView {
  @ApiProperty({ type: [QueryResultView] }) results: QueryResultView[];
}
