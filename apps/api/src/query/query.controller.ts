import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { ApiKeyContext } from '../keys/api-key-context.js';
import { CurrentKey, Scopes } from '../keys/scopes.decorator.js';
import { ApiErrorView } from '../documents/api-error.view.js';
import { QueryRequestDto, QueryResponseView } from './query.dto.js';
import { QueryService } from './query.service.js';

@ApiTags('Query')
@ApiBearerAuth()
@Controller('v1/query')
export class QueryController {
  constructor(private readonly queries: QueryService) {}

  @Post()
  @HttpCode(200)
  @Scopes('chat:query')
  @ApiOperation({ summary: 'Retrieve passages', description: "Retrieval only: the best-matching passages of the organization's processed documents, no answer." })
  @ApiResponse({ status: 200, type: QueryResponseView })
  @ApiResponse({ status: 401, description: 'Missing, invalid, expired or revoked API key.', type: ApiErrorView })
  @ApiResponse({ status: 403, description: 'The key lacks chat:query.', type: ApiErrorView })
  @ApiResponse({ status: 422, description: 'The request fields are invalid.', type: ApiErrorView })
  @ApiResponse({ status: 429, description: 'Rate limit exceeded.', type: ApiErrorView })
  search(@CurrentKey() key: ApiKeyContext, @Body() request: QueryRequestDto) {
    return this.queries.search(key, request);
  }
}
