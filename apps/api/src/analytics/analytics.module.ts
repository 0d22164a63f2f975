import { Module } from '@nestjs/common';
import { AnalyticsController } from './analytics.controller.js';
import { AnalyticsService } from './analytics.service.js';
import { QuestionGapsWorker } from './questions/question-gaps.worker.js';
import { QuestionsReportService } from './questions/questions-report.service.js';

/** GET /v1/analytics/usage and /v1/analytics/questions, and the question.unanswered webhook's worker. */
@Module({ controllers: [AnalyticsController], providers: [AnalyticsService, QuestionsReportService, QuestionGapsWorker] })
export class AnalyticsModule {}
