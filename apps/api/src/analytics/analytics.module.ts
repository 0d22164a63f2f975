import { Module } from '@nestjs/common';
import { AnalyticsController } from './analytics.controller.js';
import { AnalyticsService } from './analytics.service.js';
import { QuestionsReportService } from './questions/questions-report.service.js';

/** GET /v1/analytics/usage and /v1/analytics/questions. */
@Module({ controllers: [AnalyticsController], providers: [AnalyticsService, QuestionsReportService] })
export class AnalyticsModule {}
