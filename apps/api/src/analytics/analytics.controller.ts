import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { ApiKeyContext } from '../keys/api-key-context.js';
import { ScopedRoute } from '../keys/scoped-route.decorator.js';
import { CurrentKey } from '../keys/scopes.decorator.js';
import { AnalyticsService } from './analytics.service.js';
import { QuestionsQueryDto } from './questions/questions-query.dto.js';
import { QuestionsReportObject } from './questions/questions-report.openapi.js';
import { QuestionsReportService } from './questions/questions-report.service.js';
import { UsageReportObject } from './usage-report.openapi.js';
import { UsageQueryDto } from './usage-query.dto.js';

@ApiTags('analytics')
@Controller('v1/analytics')
export class AnalyticsController {
  constructor(
    private readonly analytics: AnalyticsService,
    private readonly questions: QuestionsReportService,
  ) {}

  @Get('usage')
  @ScopedRoute('analytics:view')
  @ApiResponse({ status: 200, type: UsageReportObject })
  @ApiOperation({ summary: "Queries, tokens and documents per day for the key's organization" })
  usage(@CurrentKey() key: ApiKeyContext, @Query() query: UsageQueryDto) {
    return this.analytics.usage(key, query);
  }

  @Get('questions')
  @ScopedRoute('analytics:view')
  @ApiResponse({ status: 200, type: QuestionsReportObject })
  @ApiResponse({ status: 403, description: 'plan_limit_reached: the questions report is advanced analytics (Pro and Enterprise).' })
  @ApiOperation({
    summary: 'Questions grouped by what they ask: most asked, not answered, rated down (Pro and Enterprise)',
    description:
      'Groups the questions of a range (default the last 30 days) by their normalised terms (Jaccard similarity, in English, Hindi, Marathi and Tamil). Each group has its count, first and last asked, example wordings, how many were answered, not found and rated down, and the document its answers cited most.',
  })
  questionsReport(@CurrentKey() key: ApiKeyContext, @Query() query: QuestionsQueryDto) {
    return this.questions.report(key, query);
  }
}
