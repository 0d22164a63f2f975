import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { ApiKeyContext } from '../keys/api-key-context.js';
import { ScopedRoute } from '../keys/scoped-route.decorator.js';
import { CurrentKey } from '../keys/scopes.decorator.js';
import { AnalyticsService } from './analytics.service.js';
import { UsageReportObject } from './usage-report.openapi.js';
import { UsageQueryDto } from './usage-query.dto.js';

@ApiTags('analytics')
@Controller('v1/analytics')
export class AnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  @Get('usage')
  @ScopedRoute('analytics:view')
  @ApiResponse({ status: 200, type: UsageReportObject })
  @ApiOperation({ summary: "Queries, tokens and documents per day for the key's organization" })
  usage(@CurrentKey() key: ApiKeyContext, @Query() query: UsageQueryDto) {
    return this.analytics.usage(key, query);
  }
}
