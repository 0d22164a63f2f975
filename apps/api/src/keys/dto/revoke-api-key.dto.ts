import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';

export class RevokeApiKeyDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'key_id must be the id of an API key' })
  key_id: string;
}
