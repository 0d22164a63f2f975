import { ApiProperty } from '@nestjs/swagger';
import type { ApiKeyView } from './api-key.view.js';
import { SCOPE_SCHEMA } from './scopes.js';

/** The key object of /v1/apikeys responses, for the OpenAPI document (same fields as ApiKeyView). */
export class ApiKeyObject implements ApiKeyView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'Support bot' }) name: string;
  @ApiProperty({ enum: ['secret', 'publishable'] }) type: 'secret' | 'publishable';
  @ApiProperty({ description: 'The organization\'s admin key (all scopes).' }) is_admin: boolean;
  @ApiProperty({ example: 'pw_sk_3kT9Qm', description: 'The first 12 characters, to recognise a key.' }) key_prefix: string;
  @ApiProperty({ ...SCOPE_SCHEMA, isArray: true }) scopes: string[];
  @ApiProperty({ type: [String], description: 'Publishable keys only: origins allowed to use the key.' }) allowed_origins: string[];
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'pw_pk_4nB8Wd…',
    description: 'Publishable keys only: the key itself, as it goes in a web page (publishable keys are not secrets). null for secret keys, whose text is never kept, and for publishable keys made before this field existed.',
  })
  publishable_key: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'null: never expires.' }) expires_at: string | null;
  @ApiProperty({ enum: ['active', 'revoked', 'expired'] }) status: 'active' | 'revoked' | 'expired';
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) last_used_at: string | null;
  @ApiProperty({ description: 'Valid requests made with this key.' }) usage_count: number;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export class CreatedApiKeyObject {
  @ApiProperty({ type: ApiKeyObject }) api_key: ApiKeyObject;
  @ApiProperty({ example: 'pw_sk_3kT9Qm…', description: 'The key itself, returned once and never again.' }) key: string;
}

export class RevokedApiKeyObject {
  @ApiProperty({ example: 'API key revoked' }) message: string;
  @ApiProperty({ format: 'uuid' }) key_id: string;
}

/** GET /v1/apikeys/current: who the request is made as. */
export class CurrentCallerObject {
  @ApiProperty({ format: 'uuid', type: String, nullable: true, description: 'The key used; null for a dashboard session.' }) key_id: string | null;
  @ApiProperty({ enum: ['secret', 'publishable'] }) type: 'secret' | 'publishable';
  @ApiProperty({ description: "The organization's admin key or a dashboard session (all scopes)." }) is_admin: boolean;
  @ApiProperty({ ...SCOPE_SCHEMA, isArray: true }) scopes: string[];
  @ApiProperty({ format: 'uuid' }) organization_id: string;
  @ApiProperty({ example: 'pro', description: "The organization's plan." }) plan: string;
}
