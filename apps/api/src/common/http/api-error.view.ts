import { ApiProperty } from '@nestjs/swagger';

/** The /v1 error body (DESIGN.md), for the OpenAPI document. */
export class ApiErrorView {
  @ApiProperty({ example: 'Document not found.', description: 'A sentence for people.' }) error: string;
  @ApiProperty({ example: 'document_not_found', description: 'A stable code for programs.' }) code: string;
  @ApiProperty({ example: 'req_5f0c6d2e9a8b4c1d8e7f6a5b4c3d2e1f' }) request_id: string;
}
