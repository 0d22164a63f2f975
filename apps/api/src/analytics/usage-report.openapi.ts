import { ApiProperty } from '@nestjs/swagger';
import type { UsageDay, UsageReport } from './analytics.service.js';

/** GET /v1/analytics/usage, for the OpenAPI document (same fields as UsageReport). */
class UsageTotals {
  @ApiProperty() queries: number;
  @ApiProperty() tokens: number;
  @ApiProperty() documents: number;
}

export class UsageDayObject extends UsageTotals implements UsageDay {
  @ApiProperty({ format: 'date', example: '2026-11-23' }) date: string;
}

export class UsageReportObject implements UsageReport {
  @ApiProperty({ format: 'date' }) from: string;
  @ApiProperty({ format: 'date' }) to: string;
  @ApiProperty({ type: [UsageDayObject] }) days: UsageDayObject[];
  @ApiProperty({ type: UsageTotals }) totals: UsageTotals;
}
