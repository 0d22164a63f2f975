import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { NAME_MAX_LENGTH, StripBidiControls } from '../common/text/names.js';

/** The multipart form of POST /v1/documents (the file itself is read by PdfUploadInterceptor). */
export class UploadDocumentForm {
  @ApiProperty({ type: 'string', format: 'binary', description: 'The PDF; checked by its content, not its name.' })
  file?: unknown;

  @ApiPropertyOptional({ description: 'Display name; defaults to the file name.', maxLength: 255 })
  @IsOptional()
  @IsString({ message: 'name must be text' })
  @StripBidiControls()
  @MaxLength(NAME_MAX_LENGTH, { message: 'name must be at most 255 characters' })
  @Matches(/^[^\u0000-\u001f\u007f]*$/, { message: 'name must not contain control characters' })
  name?: string;
}
