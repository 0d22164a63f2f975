import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString, Length, Max, Min } from 'class-validator';
import { SCOPE_SCHEMA, SCOPES, type Scope } from '../scopes.js';
import { StripBidiControls } from '../../common/text/names.js';

export class CreateApiKeyDto {
  @ApiProperty({ example: 'CI uploader' })
  @IsString({ message: 'name must be text' })
  @StripBidiControls()
  @Length(1, 100, { message: 'name must be 1 to 100 characters' })
  name: string;

  @ApiPropertyOptional({ ...SCOPE_SCHEMA, isArray: true, description: 'Required for secret keys; publishable keys hold chat:query only.' })
  @IsOptional()
  @IsArray({ message: 'scopes must be a list' })
  @ArrayMaxSize(SCOPES.length, { message: `scopes can list at most ${SCOPES.length} scopes` })
  @IsIn(SCOPES, { each: true, message: `each scope must be one of ${SCOPES.join(', ')}` })
  scopes?: Scope[];

  @ApiPropertyOptional({ minimum: 1, maximum: 3650, description: 'Days until the key stops working; no expiry when absent.' })
  @IsOptional()
  @IsInt({ message: 'expires_in_days must be a whole number' })
  @Min(1, { message: 'expires_in_days must be at least 1' })
  @Max(3650, { message: 'expires_in_days must be at most 3650' })
  expires_in_days?: number;

  @ApiPropertyOptional({ enum: ['secret', 'publishable'], default: 'secret' })
  @IsOptional()
  @IsIn(['secret', 'publishable'], { message: 'type must be secret or publishable' })
  type?: 'secret' | 'publishable';

  @ApiPropertyOptional({ type: [String], example: ['https://www.example.com'], description: 'Publishable keys only.' })
  @IsOptional()
  @IsArray({ message: 'allowed_origins must be a list' })
  @ArrayMaxSize(50, { message: 'allowed_origins can list at most 50 origins' })
  @IsString({ each: true, message: 'each allowed origin must be text' })
  allowed_origins?: string[];
}
