import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { ApiKeyContext } from '../keys/api-key-context.js';
import { CurrentKey } from '../keys/scopes.decorator.js';
import { ApiErrorView } from '../common/http/api-error.view.js';
import { ScopedRoute } from '../keys/scoped-route.decorator.js';
import { QueryRequestDto, QueryResponseView } from './query.dto.js';
import { QueryService } from './query.service.js';

@ApiTags('Query')
@Controller('v1/query')
export class QueryController {
  constructor(private readonly queries: QueryService) {}

  @Post()
  @HttpCode(200)
  @ScopedRoute('chat:query')
  @ApiOperation({ summary: 'Retrieve passages', description: "Retrieval only: the best-matching passages of the organization's processed documents, no answer." })
  @ApiResponse({ status: 200, type: QueryResponseView })
  @ApiResponse({ status: 422, description: 'The request fields are invalid.', type: ApiErrorView })
  search(@CurrentKey() key: ApiKeyContext, @Body() request: QueryRequestDto) {
    return this.queries.search(key, request);
  }
}
