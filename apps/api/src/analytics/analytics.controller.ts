import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ApiKeyContext } from '../keys/api-key-context.js';
import { CurrentKey, Scopes } from '../keys/scopes.decorator.js';
import { AnalyticsService } from './analytics.service.js';
import { UsageQueryDto } from './usage-query.dto.js';

@ApiTags('analytics')
@ApiBearerAuth()
@Controller('v1/analytics')
export class AnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  @Get('usage')
  @Scopes('analytics:view')
  @ApiOperation({ summary: "Queries, tokens and documents per day for the key's organization" })
  usage(@CurrentKey() key: ApiKeyContext, @Query() query: UsageQueryDto) {
    return this.analytics.usage(key, query);
  }
}
