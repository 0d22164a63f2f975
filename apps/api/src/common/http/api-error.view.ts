import { ApiProperty, OmitType } from '@nestjs/swagger';
import { ERROR_CODES, type ErrorCode } from '../errors/error-codes.js';

/** The /v1 error body (docs/api.md), for the OpenAPI document. */
export class ApiErrorView {
  @ApiProperty({ example: 'Document not found.', description: 'A sentence for people.' }) error: string;
  @ApiProperty({
    enum: ERROR_CODES,
    enumName: 'ErrorCode',
    enumSchema: { description: 'Every code the API sends; new codes may be added.' },
    example: 'document_not_found',
    description: 'A stable code for programs.',
  })
  code: ErrorCode;
  @ApiProperty({ example: 'req_5f0c6d2e9a8b4c1d8e7f6a5b4c3d2e1f' }) request_id: string;
}

/** `event: error` of POST /v1/chat/stream: the error body without the request id, which the response headers carry. */
export class StreamErrorView extends OmitType(ApiErrorView, ['request_id'] as const) {}
